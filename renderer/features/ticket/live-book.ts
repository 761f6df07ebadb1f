import type { OrderBook } from '../market/index.js';
import type { BookLevel, TicketBook } from './book-walk.js';
import { MICROS_PER_UNIT, PRICE_SCALE } from '../../../server/shared/index.js';

const MICROS_PER_TICK = MICROS_PER_UNIT / PRICE_SCALE;

const toLevels = (side: ReadonlyMap<number, number>): BookLevel[] =>
  [...side].map(([priceMicros, sizeMicros]) => ({
    priceTicks: Math.round(priceMicros / MICROS_PER_TICK),
    sizeMicros,
  }));

/** The market feed's book of one token (prices in micros) in the ticket's ticks. */
export function ticketBookOf(book: Pick<OrderBook, 'bids' | 'asks'> | undefined): TicketBook {
  return book ? { bids: toLevels(book.bids), asks: toLevels(book.asks) } : { bids: [], asks: [] };
}
