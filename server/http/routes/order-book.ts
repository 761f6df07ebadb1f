import type { FastifyReply } from 'fastify';
import { ErrorBody, TokenIdQuery } from '../../contract/index.js';
import type { MarketData } from '../../marketdata/index.js';
import type { TypedFastify } from '../typed.js';
import { orderBookQuoteRoutes } from './order-book-quotes.js';
import { BOOK_SCOPES, bookReplaySource } from './order-book-replay.js';
import { OrderBookAnswer, OrderBooksAnswer, TokenItems } from '../../contract/index.js';
import { priceHistoryRoutes } from './price-history.js';

/** Stored JSON goes out as is (no serializer): the same bytes the node:http replay writes. */
const sendJson = (reply: FastifyReply, body: Buffer) =>
  reply.type('application/json; charset=utf-8').send(body);

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/**
 * The order-book read surface (PROTOCOL.md): books, quotes, last trades and price history,
 * computed from the live engine books and the ledger's trades.
 */
export function orderBookReadRoutes(app: TypedFastify, marketData: MarketData): void {
  app.answerReplay.addSource(bookReplaySource(marketData));

  app.get(
    '/book',
    {
      config: { limits: BOOK_SCOPES },
      schema: {
        tags: ['order-book'],
        summary: "A token's order book (best levels last)",
        querystring: TokenIdQuery,
        response: { 200: OrderBookAnswer, ...errors },
      },
    },
    async (request, reply) => sendJson(reply, marketData.book(request.query.token_id)),
  );

  app.post(
    '/books',
    {
      config: { limits: ['order-book', 'books'] },
      schema: {
        tags: ['order-book'],
        summary: 'Several order books; tokens without a book are left out',
        description: 'A token named twice is answered once; 413 when the books exceed 16 MB.',
        body: TokenItems,
        response: { 200: OrderBooksAnswer, ...errors, 413: ErrorBody },
      },
    },
    async (request, reply) =>
      sendJson(reply, marketData.books(request.body.map((item) => item.token_id))),
  );

  orderBookQuoteRoutes(app, marketData);
  priceHistoryRoutes(app, marketData);
}
