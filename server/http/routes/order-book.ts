import {
  ErrorBody,
  OrderBookAnswer,
  OrderBooksAnswer,
  TokenIdQuery,
  TokenItems,
} from '../../contract/index.js';
import type { MarketData } from '../../marketdata/index.js';
import type { AnswerReplay } from '../answer-replay.js';
import type { MethodRoute } from '../method-routes.js';
import { orderBookQuoteRoutes } from './order-book-quotes.js';
import { bookReplaySource } from './order-book-replay.js';
import { priceHistoryRoutes } from './price-history.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/**
 * The order-book read surface (docs/protocol.md): books, quotes, last trades and price history,
 * computed from the live engine books and the ledger's trades. Books go out as the stored JSON
 * bytes the node:http replay writes too.
 */
export function orderBookReadRoutes(
  route: MethodRoute,
  replay: AnswerReplay,
  marketData: MarketData | undefined,
): void {
  if (marketData) replay.addSource(bookReplaySource(marketData));
  route('GET', '/book', 'marketdata.book', {
    schema: {
      tags: ['order-book'],
      summary: "A token's order book (best levels last)",
      querystring: TokenIdQuery,
      response: { 200: OrderBookAnswer, ...errors },
    },
  });
  route('POST', '/books', 'marketdata.books', {
    schema: {
      tags: ['order-book'],
      summary: 'Several order books; tokens without a book are left out',
      description: 'A token named twice is answered once; 413 when the books exceed 16 MB.',
      body: TokenItems,
      response: { 200: OrderBooksAnswer, ...errors, 413: ErrorBody },
    },
  });
  orderBookQuoteRoutes(route);
  priceHistoryRoutes(route);
}
