import type { OrderBook } from './order-book.js';

/** Above this spread (micros) the midpoint says little: the last trade is shown instead. */
export const WIDE_SPREAD_MICROS = 100_000;

/**
 * An outcome's displayed price, in micros, the way the catalog derives it: the midpoint of
 * the best bid and ask, or the last trade while the spread is wide or a side is empty.
 */
export function livePriceMicros(
  book: Pick<OrderBook, 'bestBid' | 'bestAsk'> | undefined,
  lastTrade: number | undefined,
): number | null {
  const bid = book?.bestBid() ?? null;
  const ask = book?.bestAsk() ?? null;
  if (bid !== null && ask !== null && ask - bid <= WIDE_SPREAD_MICROS) {
    return Math.round((bid + ask) / 2);
  }
  return lastTrade ?? null;
}
