import type { Database } from '../../storage/index.js';

interface MarketToCompute {
  id: number;
  conditionId: string;
  /** The venue trades it (fills, resting orders or a price backfill): keep its figures fresh. */
  active: number;
}

const ACTIVE = `EXISTS (SELECT 1 FROM trades t WHERE t.market_id = m.id)
  OR EXISTS (SELECT 1 FROM orders o WHERE o.market_id = m.id AND o.status = 'LIVE')
  OR EXISTS (SELECT 1 FROM market_tokens k JOIN price_backfill b ON b.token_id = k.token_id
    WHERE k.market_id = m.id)`;

/** Figures the venue did not compute (an older demo, an imported catalog): reset once. */
const NOT_UNTRADED = `m.volume_micros <> 0 OR m.volume_24hr_micros <> 0
  OR m.volume_1wk_micros <> 0 OR m.volume_1mo_micros <> 0 OR m.volume_1yr_micros <> 0
  OR m.liquidity_micros <> 0 OR m.competitive_micros <> 0 OR m.best_bid_micros IS NOT NULL
  OR m.best_ask_micros IS NOT NULL OR m.last_trade_price_micros IS NOT NULL
  OR m.one_day_price_change_micros IS NOT NULL OR m.one_week_price_change_micros IS NOT NULL
  OR m.one_month_price_change_micros IS NOT NULL OR m.open_interest_micros <> 0`;

/**
 * The markets whose statistics must be computed when the service starts: those the venue
 * trades, and those whose columns hold figures the venue never produced.
 */
export function marketsToCompute(db: Database): MarketToCompute[] {
  return db
    .prepare<[], MarketToCompute>(
      `SELECT id, conditionId, active FROM (
         SELECT m.id, m.condition_id AS conditionId, (${ACTIVE}) AS active,
           (${NOT_UNTRADED}) AS stale
         FROM markets m)
       WHERE active OR stale`,
    )
    .all();
}
