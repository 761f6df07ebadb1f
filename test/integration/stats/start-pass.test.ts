import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../../server/catalog/index.js';
import { startMarketStatistics } from '../../../server/marketdata/index.js';
import { marketsToCompute } from '../../../server/marketdata/stats/markets-to-compute.js';
import { START_PASS_CHUNK } from '../../../server/marketdata/stats/statistics-service.js';
import { openDatabase, type Database } from '../../../server/storage/index.js';
import type { BookReader, VenueFeed } from '../../../server/trading/index.js';

const MARKETS = 450;

let dir: string;
let db: Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-start-pass-'));
  db = openDatabase(join(dir, 'marketdesk.db'));
  seedDemoCatalog(db, { markets: MARKETS, now: new Date('2026-03-22T12:00:00Z') });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = (sql: string): number => db.prepare(sql).pluck().get() as number;
const withFigures = () => count('SELECT COUNT(*) FROM markets WHERE volume_micros <> 0');
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Statistics over a venue that trades nothing: every market's figures are the untraded ones. */
function statistics() {
  const feed: VenueFeed = { subscribe: () => () => undefined };
  const books: BookReader = {
    view: () => {
      throw new Error('no market of this venue trades');
    },
  };
  return startMarketStatistics({
    db,
    catalog: { tradingMarket: () => undefined },
    trading: { feed, books },
  });
}

describe("the statistics' start pass", () => {
  it('writes nothing when started, then a few markets per turn once asked to catch up', async () => {
    db.exec('UPDATE markets SET volume_micros = 5000000');
    const stats = statistics();
    try {
      expect(withFigures()).toBe(MARKETS);
      const caughtUp = stats.catchUp();
      expect(withFigures()).toBe(MARKETS);
      await nextTurn();
      expect(withFigures()).toBe(MARKETS - START_PASS_CHUNK);
      await caughtUp;
      expect(withFigures()).toBe(0);
      expect(stats.catchUp()).toBe(caughtUp);
    } finally {
      stats.close();
    }
  });

  it('settles, having written nothing more, when closed before it ends', async () => {
    db.exec('UPDATE markets SET volume_micros = 5000000');
    const stats = statistics();
    const caughtUp = stats.catchUp();
    await nextTurn();
    stats.close();
    await caughtUp;
    await nextTurn();
    expect(withFigures()).toBe(MARKETS - START_PASS_CHUNK);
  });

  it('finds the traded markets and those with figures from indexes, not by reading the catalog', () => {
    const [traded, stale] = db
      .prepare('SELECT id FROM markets ORDER BY id LIMIT 2')
      .pluck()
      .all() as number[];
    const token = db
      .prepare('SELECT token_id FROM market_tokens WHERE market_id = ? LIMIT 1')
      .pluck()
      .get(traded) as string;
    db.prepare('INSERT INTO price_backfill (token_id, t, price_micros) VALUES (?, 1, 500000)').run(
      token,
    );
    db.prepare('UPDATE markets SET best_bid_micros = 400000 WHERE id = ?').run(stale);

    const statements: string[] = [];
    const recording = new Proxy(db, {
      get: (target, name) =>
        name === 'prepare'
          ? (sql: string) => {
              statements.push(sql);
              return target.prepare(sql);
            }
          : Reflect.get(target, name, target),
    });
    const rows = marketsToCompute(recording);
    expect(rows.map(({ id, active }) => ({ id, active }))).toEqual([
      { id: traded, active: 1 },
      { id: stale, active: 0 },
    ]);
    const plan = statements.flatMap((sql) =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all()
        .map((step) => (step as { detail: string }).detail),
    );
    expect(plan).toContain('SCAN markets USING INDEX markets_with_figures');
    expect(
      plan.filter((step) =>
        /^SCAN (markets|m|market_tokens|k)\b(?! USING INDEX markets_with_figures)/.test(step),
      ),
    ).toEqual([]);
  });
});
