import { microsToNumber, unixSeconds } from '../catalog/index.js';
import type { TokenIndex } from '../engine/index.js';
import { microsFromTicks, MICROS_PER_UNIT, PRICE_SCALE } from '../shared/index.js';
import type { Database } from '../storage/index.js';
import { fillPriceSql } from '../trading/index.js';
import type { PricePoint } from './history-buckets.js';

const isoOf = (seconds: number): string => new Date(seconds * 1000).toISOString();

/**
 * The prices a token's history is made of: its market's fills and the price backfill. Each
 * look-up is one seek in an index by time: trades(market_id, match_time), whose rowid orders
 * fills of the same millisecond, and the backfill's primary key (token_id, t).
 */
export function createHistoryStore(db: Database) {
  const lastFill = db.prepare<[number, number, string, string], { at: string; ticks: number }>(
    `SELECT match_time AS at, ${fillPriceSql('?')} AS ticks FROM trades
     WHERE market_id = ? AND match_time >= ? AND match_time < ?
     ORDER BY match_time DESC, id DESC LIMIT 1`,
  );
  const fillsIn = db.prepare<
    [number, number, string, string],
    { shares: number | null; notional: number | null }
  >(
    // Sizes are whole 0.01-share lots, which PRICE_SCALE divides: exact, and small enough to sum.
    `SELECT SUM(size_micros) AS shares,
       SUM(size_micros / ${PRICE_SCALE} * (${fillPriceSql('?')})) AS notional
     FROM trades WHERE market_id = ? AND match_time >= ? AND match_time < ?`,
  );
  const lastBackfill = db.prepare<[string, number, number], { t: number; micros: number }>(
    `SELECT t, price_micros AS micros FROM price_backfill
     WHERE token_id = ? AND t >= ? AND t < ? ORDER BY t DESC LIMIT 1`,
  );
  const firstFill = db
    .prepare<[number], string | null>('SELECT MIN(match_time) FROM trades WHERE market_id = ?')
    .pluck();
  const firstBackfill = db
    .prepare<[string], number | null>('SELECT MIN(t) FROM price_backfill WHERE token_id = ?')
    .pluck();

  return {
    /** The market's last fill from `from` until before `until` (Unix s), seen from the token. */
    lastFill(
      marketId: number,
      tokenIndex: TokenIndex,
      from: number,
      until: number,
    ): PricePoint | undefined {
      const row = lastFill.get(tokenIndex, marketId, isoOf(from), isoOf(until));
      return row && { t: unixSeconds(row.at), p: microsToNumber(microsFromTicks(row.ticks)) };
    },
    /**
     * The market's fills from `from` until before `until` (Unix s), seen from the token: their
     * volume-weighted price and their notional (collateral units); undefined when none.
     */
    fillsIn(
      marketId: number,
      tokenIndex: TokenIndex,
      from: number,
      until: number,
    ): { p: number; v: number } | undefined {
      const row = fillsIn.get(tokenIndex, marketId, isoOf(from), isoOf(until));
      if (!row?.shares || row.notional === null) return undefined;
      return {
        p: microsToNumber(Math.round((row.notional * MICROS_PER_UNIT) / row.shares)),
        v: microsToNumber(row.notional),
      };
    },
    lastBackfill(tokenId: string, from: number, until: number): PricePoint | undefined {
      const row = lastBackfill.get(tokenId, from, until);
      return row && { t: row.t, p: microsToNumber(row.micros) };
    },
    /** The time of the token's first known price (Unix seconds); null when it has none. */
    firstPriceAt(marketId: number, tokenId: string): number | null {
      const fill = firstFill.get(marketId) ?? null;
      const fillAt = fill === null ? null : unixSeconds(fill);
      const backfillAt = firstBackfill.get(tokenId) ?? null;
      if (fillAt === null) return backfillAt;
      return backfillAt === null ? fillAt : Math.min(fillAt, backfillAt);
    },
  };
}
