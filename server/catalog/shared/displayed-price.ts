const ONE = 1_000_000;

/**
 * Books wider than this (0.10) show the last trade price rather than their midpoint: the
 * venue's documented rule for the price it displays ("the midpoint of the bid-ask spread,
 * unless that spread is over $0.10, in which case the last traded price is used").
 */
const MAX_MIDPOINT_SPREAD_MICROS = 100_000;

/**
 * The displayed price of the first outcome (YES) in micro-units, from the best bid and ask of
 * its book and its last trade price (all micros, null when absent): the midpoint when both
 * sides exist and the spread is at most 0.10, else the last trade, else 0.5 (never traded).
 */
export function displayedPriceMicros(
  bidMicros: number | null,
  askMicros: number | null,
  lastTradeMicros: number | null,
): number {
  if (
    bidMicros !== null &&
    askMicros !== null &&
    askMicros - bidMicros <= MAX_MIDPOINT_SPREAD_MICROS
  ) {
    return Math.round((bidMicros + askMicros) / 2);
  }
  return lastTradeMicros ?? ONE / 2;
}
