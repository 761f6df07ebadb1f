import { displayedPriceMicros, type TradingMarket } from '../catalog/index.js';
import { MICROS_PER_UNIT, PRICE_SCALE } from '../shared/index.js';
import type { BookReader } from '../trading/index.js';

/**
 * The mark of one outcome in micro-units: the midpoint of its live book, else the last trade
 * (the catalog keeps it for the first outcome), else the catalog's displayed price. The
 * terminal's portfolio and the public positions routes value holdings with it alike.
 */
export function markMicros(
  market: TradingMarket,
  outcomeIndex: 0 | 1,
  books: BookReader,
  lastTradeMicros: number | null,
  catalogPriceMicros: number | null,
): number {
  const best = books.view(market).best(outcomeIndex);
  if (best.bidTicks !== null && best.askTicks !== null) {
    return ((best.bidTicks + best.askTicks) * (MICROS_PER_UNIT / PRICE_SCALE)) / 2;
  }
  if (lastTradeMicros !== null) {
    return outcomeIndex === 0 ? lastTradeMicros : MICROS_PER_UNIT - lastTradeMicros;
  }
  return catalogPriceMicros ?? 0;
}

/** A market's price columns as the catalog stores them (micro-units of the first outcome). */
export interface StoredPrices {
  best_bid_micros: number | null;
  best_ask_micros: number | null;
  last_trade_price_micros: number | null;
}

/**
 * The mark of one outcome from the live book and the catalog's stored prices: 1 or 0 once the
 * market is resolved, else markMicros with the catalog's displayed price of that outcome.
 */
export function storedMarkMicros(
  market: TradingMarket,
  outcomeIndex: 0 | 1,
  books: BookReader,
  prices: StoredPrices,
): number {
  if (market.winningOutcomeIndex !== null) {
    return market.winningOutcomeIndex === outcomeIndex ? MICROS_PER_UNIT : 0;
  }
  const first = displayedPriceMicros(
    prices.best_bid_micros,
    prices.best_ask_micros,
    prices.last_trade_price_micros,
  );
  const displayed = outcomeIndex === 0 ? first : MICROS_PER_UNIT - first;
  return markMicros(market, outcomeIndex, books, prices.last_trade_price_micros, displayed);
}

/** What a holding is worth at a mark, from its size and cost basis (all micro-units). */
export interface HoldingValue {
  currentMicros: number;
  cashPnlMicros: number;
  /** Cost of the shares held per share (the basis of initialValue and cashPnl); 0 when none. */
  avgPriceMicros: number;
  /** cashPnl as a percentage of the cost basis, 4 decimals. */
  percentPnl: number;
}

export function holdingValue(sizeMicros: number, costMicros: number, mark: number): HoldingValue {
  // Integers until here: value of the shares at the mark, then the PnL against their cost.
  const currentMicros = Math.round((sizeMicros * mark) / MICROS_PER_UNIT);
  const cashPnlMicros = currentMicros - costMicros;
  return {
    currentMicros,
    cashPnlMicros,
    avgPriceMicros: sizeMicros > 0 ? (costMicros * MICROS_PER_UNIT) / sizeMicros : 0,
    percentPnl: costMicros > 0 ? roundTo((cashPnlMicros / costMicros) * 100, 4) : 0,
  };
}

export const roundTo = (value: number, decimals: number): number => Number(value.toFixed(decimals));
