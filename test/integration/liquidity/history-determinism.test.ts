import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../../server/catalog/index.js';
import { seedTradingHistory } from '../../../server/liquidity/index.js';
import { openDatabase, type Database } from '../../../server/storage/index.js';

const NOW = Date.parse('2026-03-22T12:00:00.000Z');
const TABLES = ['accounts', 'orders', 'trades', 'positions', 'deposits', 'redemptions'];

function seeded(seed: number): { db: Database; digest: string } {
  const db = openDatabase(':memory:');
  seedDemoCatalog(db, { markets: 300, now: new Date(NOW) });
  seedTradingHistory(db, { seed, nowMs: NOW });
  const hash = createHash('sha256');
  for (const table of TABLES) {
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).raw().all()) {
      hash.update(JSON.stringify(row));
    }
  }
  return { db, digest: hash.digest('hex') };
}

describe('the seeded trading history', () => {
  it('is the same, row for row, for the same seed, catalog and time', () => {
    const first = seeded(5);
    const again = seeded(5);
    const other = seeded(6);
    expect(first.db.prepare('SELECT COUNT(*) FROM trades').pluck().get()).toBeGreaterThan(1_000);
    expect(again.digest).toBe(first.digest);
    expect(other.digest).not.toBe(first.digest);
    for (const { db } of [first, again, other]) db.close();
  });

  it('only goes into an empty ledger, and stays inside its 30 days', () => {
    const { db } = seeded(5);
    expect(() => seedTradingHistory(db, { seed: 5, nowMs: NOW })).toThrow(/empty ledger/);
    const span = db
      .prepare('SELECT MIN(match_time) AS first, MAX(match_time) AS last FROM trades')
      .get() as { first: string; last: string };
    expect(Date.parse(span.first)).toBeGreaterThanOrEqual(NOW - 30 * 86_400_000);
    expect(Date.parse(span.last)).toBeLessThan(NOW);
    // Fills are stored in time order, as the venue appends them.
    const outOfOrder = db
      .prepare(
        `SELECT COUNT(*) FROM trades a JOIN trades b ON b.id = a.id + 1
         WHERE b.match_time < a.match_time`,
      )
      .pluck()
      .get();
    expect(outOfOrder).toBe(0);
    db.close();
  });
});
