import type { Database } from '../../storage/index.js';

interface MarketToCompute {
  id: number;
  conditionId: string;
  /** The venue trades it (fills, resting orders or a price backfill): keep its figures fresh. */
  active: number;
  /**
   * Only its price backfill moves its figures, and they were computed before: what changed
   * since is the trailing windows' roll, which may wait until after start-up.
   */
  rollLater: number;
}

/** The distinct values of an indexed column, one index seek each (a loose index scan). */
const distinctValues = (name: string, table: string, column: string, where = '') => `
  ${name}(id) AS (
    SELECT MIN(${column}) FROM ${table} ${where ? `WHERE ${where}` : ''}
    UNION ALL SELECT (SELECT MIN(${column}) FROM ${table}
      WHERE ${where ? `${where} AND ` : ''}${column} > ${name}.id)
    FROM ${name} WHERE ${name}.id IS NOT NULL)`;

/** Migration 018's index condition word for word, so that SQLite reads that index. */
const HAS_FIGURES = `volume_micros <> 0
  OR volume_24hr_micros <> 0 OR volume_1wk_micros <> 0 OR volume_1mo_micros <> 0
  OR volume_1yr_micros <> 0 OR liquidity_micros <> 0 OR competitive_micros <> 0
  OR best_bid_micros IS NOT NULL OR best_ask_micros IS NOT NULL
  OR last_trade_price_micros IS NOT NULL OR one_day_price_change_micros IS NOT NULL
  OR one_week_price_change_micros IS NOT NULL OR one_month_price_change_micros IS NOT NULL
  OR open_interest_micros <> 0`;

/**
 * The markets whose statistics are computed when the service starts: those the venue trades,
 * and those whose columns hold figures, which the venue produced (its own markets again) or
 * never did (an older demo, an imported catalog: reset once). Read from indexes, in time that
 * follows these markets and not the size of the catalog. Fills and resting orders may have
 * changed after the last write (a kill), so their markets are written before the service
 * listens; a market only a backfill moves keeps the figures it was last written with until
 * the roll after start-up, as it does between two periodic passes.
 */
export function marketsToCompute(db: Database): MarketToCompute[] {
  return db
    .prepare<[], MarketToCompute>(
      `WITH RECURSIVE
         ${distinctValues('traded', 'trades', 'market_id')},
         ${distinctValues('resting', 'orders', 'market_id', `status = 'LIVE'`)},
         ${distinctValues('backfilled', 'price_backfill', 'token_id')},
         venue_state(id) AS (
           SELECT id FROM traded WHERE id IS NOT NULL
           UNION SELECT id FROM resting WHERE id IS NOT NULL),
         active(id) AS (
           SELECT id FROM venue_state
           UNION SELECT k.market_id FROM backfilled b JOIN market_tokens k ON k.token_id = b.id),
         with_figures(id) AS (SELECT id FROM markets WHERE ${HAS_FIGURES})
       SELECT m.id, m.condition_id AS conditionId, m.id IN (SELECT id FROM active) AS active,
         m.id IN (SELECT id FROM active) AND m.id NOT IN (SELECT id FROM venue_state)
           AND m.id IN (SELECT id FROM with_figures) AS rollLater
       FROM markets m WHERE m.id IN (SELECT id FROM active UNION SELECT id FROM with_figures)
       ORDER BY m.id`,
    )
    .all();
}
