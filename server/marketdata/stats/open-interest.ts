import type { Database } from '../../storage/index.js';

/**
 * A market's open interest: the complete sets outstanding, each backed by one unit of
 * collateral. Every minted pair adds one YES and one NO share, and a merge or a redemption
 * removes both, so the sets outstanding are the YES shares held, whoever holds them.
 */
export function createOpenInterest(db: Database) {
  const yesShares = db
    .prepare<[number], number>(
      `SELECT COALESCE(SUM(size_micros), 0) FROM positions
       WHERE market_id = ? AND outcome_index = 0`,
    )
    .pluck();
  return {
    figures(marketId: number): { openInterestMicros: number } {
      return { openInterestMicros: yesShares.get(marketId) ?? 0 };
    },
  };
}
