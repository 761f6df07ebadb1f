// The statistics' start pass runs before the service listens, so the markets it recomputes must
// be found in time that follows them, not the catalog (docs/benchmarks.md, start-up).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../../server/catalog/index.js';
import { runToEnd } from '../../../server/background/index.js';
import {
  findMarketsToRoll,
  marketsNeverComputed,
} from '../../../server/marketdata/stats/markets-to-compute.js';
import { openDatabase, type Database } from '../../../server/storage/index.js';
import { planOf, preparedBy } from '../../support/query-plans.js';

const MARKETS = 450;

let dir: string;
let db: Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-markets-to-compute-'));
  db = openDatabase(join(dir, 'marketdesk.db'));
  seedDemoCatalog(db, { markets: MARKETS, now: new Date('2026-03-22T12:00:00Z') });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the markets the statistics recompute at start', () => {
  it('finds the traded markets and those with figures from indexes, not by reading the catalog', () => {
    const [backfilled, stale, rolled] = db
      .prepare('SELECT id FROM markets ORDER BY id LIMIT 3')
      .pluck()
      .all() as number[];
    for (const market of [backfilled, rolled]) {
      const token = db
        .prepare('SELECT token_id FROM market_tokens WHERE market_id = ? LIMIT 1')
        .pluck()
        .get(market) as string;
      db.prepare(
        'INSERT INTO price_backfill (token_id, t, price_micros) VALUES (?, 1, 500000)',
      ).run(token);
    }
    db.prepare('UPDATE markets SET best_bid_micros = 400000 WHERE id IN (?, ?)').run(stale, rolled);

    // Nothing traded: nothing to write before listening (test/integration/stats/rolling-pass
    // has trades); after, the backfilled markets and the figures to reset.
    let neverComputed: unknown[] = [];
    let toRoll: { id: number; active: number }[] = [];
    const statements = preparedBy(db, (recording) => {
      neverComputed = marketsNeverComputed(recording);
      toRoll = runToEnd(findMarketsToRoll(recording));
    });
    expect(neverComputed).toEqual([]);
    expect(toRoll.map(({ id, active }) => ({ id, active }))).toEqual([
      { id: backfilled, active: 1 },
      { id: stale, active: 0 },
      { id: rolled, active: 1 },
    ]);
    const plan = statements.flatMap((sql) => planOf(db, sql).split('\n'));
    expect(plan).toContain('SCAN markets USING INDEX markets_with_figures');
    expect(
      plan.filter((step) =>
        /^SCAN (markets|m|market_tokens|k)\b(?! USING INDEX markets_with_figures)/.test(step),
      ),
    ).toEqual([]);
  });

  it('finds them in steps, one seek of the backfill index at a time', () => {
    const tokens = db
      .prepare('SELECT token_id, market_id FROM market_tokens ORDER BY token_id LIMIT 40')
      .all() as { token_id: string; market_id: number }[];
    const insert = db.prepare(
      'INSERT OR IGNORE INTO price_backfill (token_id, t, price_micros) VALUES (?, 1, 500000)',
    );
    for (const { token_id } of tokens) insert.run(token_id);
    const backfilled = db
      .prepare('SELECT COUNT(DISTINCT token_id) FROM price_backfill')
      .pluck()
      .get() as number;
    const finding = findMarketsToRoll(db);
    let yields = 0;
    let next = finding.next();
    for (; !next.done; next = finding.next()) yields += 1;
    expect(yields).toBeGreaterThan(backfilled);
    const active = new Map(next.value.map((market) => [market.id, market.active]));
    for (const { market_id } of tokens) expect(active.get(market_id)).toBe(1);
  });
});
