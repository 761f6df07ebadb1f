import type { MarketStreamMessage } from '../../../server/contract/index.js';
import type { BookLevel, TicketBook } from './book-walk.js';
import { parseMicros, parsePriceTicks } from './units.js';

/** One token's book as the market channel keeps it: price ticks to size micros per side. */
export interface LiveBook {
  bids: ReadonlyMap<number, number>;
  asks: ReadonlyMap<number, number>;
  /** False until the first `book` snapshot arrived. */
  ready: boolean;
}

export const emptyLiveBook: LiveBook = { bids: new Map(), asks: new Map(), ready: false };

function levelsToMap(levels: readonly { price: string; size: string }[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const level of levels) {
    const price = parsePriceTicks(level.price);
    const size = parseMicros(level.size);
    if (price !== null && size !== null && size > 0) map.set(price, size);
  }
  return map;
}

/**
 * Applies one market-channel message to the book of `assetId`: a `book` replaces it, a
 * `price_change` sets one level's size (0 removes it). Others leave it as it is.
 */
export function applyMarketMessage(
  book: LiveBook,
  assetId: string,
  message: MarketStreamMessage,
): LiveBook {
  if (message.event_type === 'book') {
    if (message.asset_id !== assetId) return book;
    return { bids: levelsToMap(message.bids), asks: levelsToMap(message.asks), ready: true };
  }
  if (message.event_type !== 'price_change') return book;
  let bids: Map<number, number> | null = null;
  let asks: Map<number, number> | null = null;
  for (const change of message.price_changes) {
    if (change.asset_id !== assetId) continue;
    const price = parsePriceTicks(change.price);
    const size = parseMicros(change.size);
    if (price === null || size === null) continue;
    const side =
      change.side === 'BUY' ? (bids ??= new Map(book.bids)) : (asks ??= new Map(book.asks));
    if (size === 0) side.delete(price);
    else side.set(price, size);
  }
  return bids || asks ? { ...book, bids: bids ?? book.bids, asks: asks ?? book.asks } : book;
}

const toLevels = (side: ReadonlyMap<number, number>): BookLevel[] =>
  [...side].map(([priceTicks, sizeMicros]) => ({ priceTicks, sizeMicros }));

export function ticketBookOf(book: LiveBook): TicketBook {
  return { bids: toLevels(book.bids), asks: toLevels(book.asks) };
}
