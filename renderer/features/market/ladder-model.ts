import type { BookSide, OrderBook } from './order-book.js';

export interface LadderLevel {
  side: BookSide;
  /** Micros. */
  price: number;
  size: number;
  /** Size of this level and every better one on its side. */
  cumulative: number;
  /** This level's size against the largest level shown, 0..1: the bar's width. */
  share: number;
}

export interface Ladder {
  /** Best ask first (nearest the spread), worse ones after. */
  asks: LadderLevel[];
  /** Best bid first. */
  bids: LadderLevel[];
  bestBid: number | null;
  bestAsk: number | null;
  /** Micros; null while a side is empty. */
  spread: number | null;
  midpoint: number | null;
}

function sideLevels(
  levels: ReadonlyMap<number, number>,
  side: BookSide,
  depth: number,
): Omit<LadderLevel, 'share'>[] {
  const prices = [...levels.keys()].sort((a, b) => (side === 'bid' ? b - a : a - b));
  let cumulative = 0;
  return prices.slice(0, depth).map((price) => {
    const size = levels.get(price)!;
    cumulative += size;
    return { side, price, size, cumulative };
  });
}

/** The ladder's view of a book: the `depth` best levels per side with depth and bar widths. */
export function ladderOf(book: Pick<OrderBook, 'bids' | 'asks'>, depth: number): Ladder {
  const asks = sideLevels(book.asks, 'ask', depth);
  const bids = sideLevels(book.bids, 'bid', depth);
  const largest = Math.max(1, ...asks.map((l) => l.size), ...bids.map((l) => l.size));
  const withShare = (level: Omit<LadderLevel, 'share'>): LadderLevel => ({
    ...level,
    share: level.size / largest,
  });
  const bestBid = bids[0]?.price ?? null;
  const bestAsk = asks[0]?.price ?? null;
  const both = bestBid !== null && bestAsk !== null;
  return {
    asks: asks.map(withShare),
    bids: bids.map(withShare),
    bestBid,
    bestAsk,
    spread: both ? bestAsk - bestBid : null,
    midpoint: both ? Math.round((bestAsk + bestBid) / 2) : null,
  };
}

/**
 * What clicking a level asks of the ticket: an ask is taken by buying, a bid by selling,
 * at that level's price.
 */
export const takingSide = (side: BookSide): 'BUY' | 'SELL' => (side === 'ask' ? 'BUY' : 'SELL');
