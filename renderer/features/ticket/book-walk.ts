import { PRICE_SCALE, collateralMicros, floorToLot } from '../../../server/shared/index.js';

/** One price level of a token's book, in integer units. */
export interface BookLevel {
  priceTicks: number;
  sizeMicros: number;
}

/** A token's book; the levels may come in any order (the walk sorts what it needs). */
export interface TicketBook {
  bids: readonly BookLevel[];
  asks: readonly BookLevel[];
}

export type Side = 'BUY' | 'SELL';

/** The levels an order of `side` takes from, best first: asks ascending, bids descending. */
export function oppositeLevels(book: TicketBook, side: Side): BookLevel[] {
  const levels = side === 'BUY' ? [...book.asks] : [...book.bids];
  return levels
    .filter((level) => level.sizeMicros > 0)
    .sort((a, b) => (side === 'BUY' ? a.priceTicks - b.priceTicks : b.priceTicks - a.priceTicks));
}

/** Whether a level is at or better than the order's limit (its worst accepted price). */
export const withinLimit = (side: Side, levelTicks: number, limitTicks: number): boolean =>
  side === 'BUY' ? levelTicks <= limitTicks : levelTicks >= limitTicks;

/** One slice of the walk: `sizeMicros` shares taken at one level. */
export interface WalkFill {
  priceTicks: number;
  sizeMicros: number;
}

/** Takes up to `sizeMicros` shares from the book within the limit, best level first. */
export function walkShares(
  book: TicketBook,
  side: Side,
  sizeMicros: number,
  limitTicks: number,
): WalkFill[] {
  const fills: WalkFill[] = [];
  let left = sizeMicros;
  for (const level of oppositeLevels(book, side)) {
    if (left <= 0 || !withinLimit(side, level.priceTicks, limitTicks)) break;
    const take = Math.min(left, level.sizeMicros);
    fills.push({ priceTicks: level.priceTicks, sizeMicros: take });
    left -= take;
  }
  return fills;
}

/** Whole lots of shares that `collateral` pays for (or brings in) at one price. */
export function sharesAtPrice(collateral: number, priceTicks: number): number {
  if (priceTicks <= 0) return 0;
  return floorToLot(Number((BigInt(collateral) * BigInt(PRICE_SCALE)) / BigInt(priceTicks)));
}

/**
 * Shares a market order of `collateral` (spent on a BUY, to be received on a SELL; fees apart)
 * gets from the book within the limit, in whole lots.
 */
export function sharesForCollateral(
  book: TicketBook,
  side: Side,
  collateral: number,
  limitTicks: number,
): number {
  let left = collateral;
  let shares = 0;
  for (const level of oppositeLevels(book, side)) {
    if (left <= 0 || !withinLimit(side, level.priceTicks, limitTicks)) break;
    const take = Math.min(level.sizeMicros, sharesAtPrice(left, level.priceTicks));
    if (take === 0) break;
    shares += take;
    left -= collateralMicros(level.priceTicks, take);
  }
  return shares;
}

/**
 * The worst level a market order of `sizeMicros` needs to fill completely, or, when the book is
 * too thin, the last level there is; null for an empty side. It is the natural worst price of a
 * FOK/FAK, and keeps the service's funds check (size x worst price) tight.
 */
export function marketablePrice(book: TicketBook, side: Side, sizeMicros: number): number | null {
  const levels = oppositeLevels(book, side);
  let left = sizeMicros;
  let last: number | null = null;
  for (const level of levels) {
    last = level.priceTicks;
    left -= level.sizeMicros;
    if (left <= 0) break;
  }
  return last;
}
