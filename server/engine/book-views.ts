import { type BookSide, NO_PRICE } from './book-side.js';
import type { BestPrices, BookSideName, PriceLevel, TokenIndex, TokenLevels } from './types.js';
import { PRICE_SCALE } from '../shared/index.js';

/*
 * Per-token views of the YES-price book. For the YES token they are the book itself; for
 * the NO token they are its mirror: a YES ask at p is a NO bid at 1 - p (a NO seller at
 * 1 - p trades with it) and a YES bid at p is a NO ask at 1 - p.
 */

function collect(side: BookSide, mirrored: boolean): PriceLevel[] {
  const levels: PriceLevel[] = [];
  for (let ticks = side.best; ticks !== NO_PRICE; ticks = side.nextLevel(ticks)) {
    const priceTicks = mirrored ? PRICE_SCALE - ticks : ticks;
    levels.push({ priceTicks, sizeMicros: side.total(ticks) });
  }
  return levels;
}

function priceOf(side: BookSide, mirrored: boolean): number | null {
  if (side.best === NO_PRICE) return null;
  return mirrored ? PRICE_SCALE - side.best : side.best;
}

export function readLevels(bids: BookSide, asks: BookSide, tokenIndex: TokenIndex): TokenLevels {
  return tokenIndex === 0
    ? { bids: collect(bids, false), asks: collect(asks, false) }
    : { bids: collect(asks, true), asks: collect(bids, true) };
}

export function readBest(bids: BookSide, asks: BookSide, tokenIndex: TokenIndex): BestPrices {
  return tokenIndex === 0
    ? { bidTicks: priceOf(bids, false), askTicks: priceOf(asks, false) }
    : { bidTicks: priceOf(asks, true), askTicks: priceOf(bids, true) };
}

export function readLevelSize(
  bids: BookSide,
  asks: BookSide,
  tokenIndex: TokenIndex,
  side: BookSideName,
  priceTicks: number,
): number {
  if (!Number.isSafeInteger(priceTicks) || priceTicks <= 0 || priceTicks >= PRICE_SCALE) return 0;
  if (tokenIndex === 0) return (side === 'bid' ? bids : asks).total(priceTicks);
  return (side === 'bid' ? asks : bids).total(PRICE_SCALE - priceTicks);
}
