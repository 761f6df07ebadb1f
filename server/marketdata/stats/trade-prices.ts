import { displayedPriceMicros, type TradingMarket } from '../../catalog/index.js';
import { MICROS_PER_UNIT, microsFromTicks } from '../../shared/index.js';
import type { Database } from '../../storage/index.js';
import { fillPriceSql } from '../../trading/index.js';

const DAY_MS = 86_400_000;

/** A fill's price seen from the first outcome (YES), in ticks. */
const YES_TICKS_SQL = fillPriceSql('0');

interface PriceFigures {
  lastTradePriceMicros: number | null;
  oneDayPriceChangeMicros: number | null;
  oneWeekPriceChangeMicros: number | null;
  oneMonthPriceChangeMicros: number | null;
}

/** The YES book's touch, as bookFigures reads it. */
interface Touch {
  bestBidMicros: number | null;
  bestAskMicros: number | null;
}

/**
 * The first outcome's (YES) prices from the venue's price history: its fills, and before the
 * first fill the `price_backfill` path (the fills win wherever both exist, as in
 * /prices-history). The last trade price is the last fill's; the one-day, one-week and
 * one-month changes are the price now (the price the catalog displays: the book's midpoint, or
 * the last fill when the book is one-sided or wide, so a print at the bid after one at the ask
 * does not flip it) less the price a day, 7 days and 30 days ago, null when either is unknown.
 */
export function createTradePrices(db: Database) {
  const lastFill = db
    .prepare<[number], number>(
      `SELECT ${YES_TICKS_SQL} FROM trades WHERE market_id = ? ORDER BY id DESC LIMIT 1`,
    )
    .pluck();
  // One seek in trades(market_id, match_time), however many fills the last day holds.
  const fillAtOrBefore = db
    .prepare<[number, string], number>(
      `SELECT ${YES_TICKS_SQL} FROM trades WHERE market_id = ? AND match_time <= ?
       ORDER BY match_time DESC, id DESC LIMIT 1`,
    )
    .pluck();
  const backfillAtOrBefore = db
    .prepare<[string, number], number>(
      `SELECT price_micros FROM price_backfill WHERE token_id = ? AND t <= ?
       ORDER BY t DESC LIMIT 1`,
    )
    .pluck();

  function priceAt(market: TradingMarket, atMs: number): number | null {
    const ticks = fillAtOrBefore.get(market.marketId, new Date(atMs).toISOString());
    if (ticks !== undefined) return microsFromTicks(ticks);
    const seconds = Math.floor(atMs / 1000);
    const [yes, no] = market.tokens;
    const yesPrice = backfillAtOrBefore.get(yes.tokenId, seconds);
    if (yesPrice !== undefined) return yesPrice;
    const noPrice = backfillAtOrBefore.get(no.tokenId, seconds);
    return noPrice === undefined ? null : MICROS_PER_UNIT - noPrice;
  }

  return {
    figures(market: TradingMarket, nowMs: number, touch: Touch): PriceFigures {
      const last = lastFill.get(market.marketId);
      const lastMicros = last === undefined ? null : microsFromTicks(last);
      const { bestBidMicros: bid, bestAskMicros: ask } = touch;
      const known = lastMicros ?? priceAt(market, nowMs);
      const now =
        known === null && (bid === null || ask === null)
          ? null
          : displayedPriceMicros(bid, ask, known);
      const changeSince = (spanMs: number): number | null => {
        const before = now === null ? null : priceAt(market, nowMs - spanMs);
        return now === null || before === null ? null : now - before;
      };
      return {
        lastTradePriceMicros: lastMicros,
        oneDayPriceChangeMicros: changeSince(DAY_MS),
        oneWeekPriceChangeMicros: changeSince(7 * DAY_MS),
        oneMonthPriceChangeMicros: changeSince(30 * DAY_MS),
      };
    },
  };
}
