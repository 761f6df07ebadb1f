import type { PriceLevel } from '../../engine/index.js';
import { collateralMicros, MICROS_PER_UNIT, microsFromTicks } from '../../shared/index.js';
import type { BookView } from '../../trading/index.js';

/** The spread at which a book stops counting as competitive at all (0.10). */
const UNCOMPETITIVE_SPREAD_MICROS = 100_000;

interface BookFigures {
  bestBidMicros: number | null;
  bestAskMicros: number | null;
  liquidityMicros: number;
  competitiveMicros: number;
}

const notionalOf = (levels: readonly PriceLevel[]): number =>
  levels.reduce((sum, level) => sum + collateralMicros(level.priceTicks, level.sizeMicros), 0);

/**
 * How competitive a two-sided book is, from 0 to 1 (micros): a tight spread near an even price
 * scores highest. Tightness falls quadratically to 0 at a spread of 0.10; closeness is
 * 1 - (2 x mid - 1)^2, weighted so that a tight lopsided book still scores.
 */
function competitiveMicros(bidMicros: number, askMicros: number): number {
  const tightness = (1 - Math.min(1, (askMicros - bidMicros) / UNCOMPETITIVE_SPREAD_MICROS)) ** 2;
  const mid = (bidMicros + askMicros) / 2 / MICROS_PER_UNIT;
  const closeness = 1 - (2 * mid - 1) ** 2;
  return Math.round(MICROS_PER_UNIT * tightness * (0.35 + 0.65 * closeness));
}

/**
 * The first outcome's (YES) book as the catalog shows it: best bid and ask, liquidity (the
 * notional, price x size, of every resting level on both sides, which is what GET /book of
 * the YES token lists) and competitiveness (0 for a one-sided or empty book).
 */
export function bookFigures(book: BookView): BookFigures {
  const { bids, asks } = book.levels(0);
  const bid = bids[0] ? microsFromTicks(bids[0].priceTicks) : null;
  const ask = asks[0] ? microsFromTicks(asks[0].priceTicks) : null;
  return {
    bestBidMicros: bid,
    bestAskMicros: ask,
    liquidityMicros: notionalOf(bids) + notionalOf(asks),
    competitiveMicros: bid !== null && ask !== null ? competitiveMicros(bid, ask) : 0,
  };
}
