import { Type } from 'typebox';
import {
  BatchHistoryAnswer,
  BatchHistoryBody,
  HistoryAnswer,
  HistoryQuery,
  OrderBookAnswer,
  OrderBooksAnswer,
  PriceBarsAnswer,
  TokenIdField,
  TokenItems,
} from '../market-data.js';
import { defineMethod } from './define.js';

// The order books and price histories of tokens, from the live engine books and the ledger.

const read = { auth: 'public', errors: ['invalid_input', 'not_found', 'rate_limited'] } as const;
const orderBook = { tags: ['order-book'], statuses: [400, 404, 429] } as const;

export const marketDataMethods = {
  book: defineMethod({
    ...read,
    limits: ['order-book', 'book'],
    name: 'marketdata.book',
    summary: "One token's order book",
    input: Type.Object({ token_id: TokenIdField }),
    output: OrderBookAnswer,
    http: {
      ...orderBook,
      verb: 'GET',
      path: '/book',
      summary: "A token's order book (best levels last)",
    },
  }),
  books: defineMethod({
    ...read,
    errors: [...read.errors, 'too_large'],
    limits: ['order-book', 'books'],
    name: 'marketdata.books',
    summary: 'Several order books; tokens without a book are left out',
    input: TokenItems,
    output: OrderBooksAnswer,
    http: {
      ...orderBook,
      statuses: [400, 404, 413, 429],
      verb: 'POST',
      path: '/books',
      description: 'A token named twice is answered once; 413 when the books exceed 16 MB.',
    },
  }),
  priceHistory: defineMethod({
    ...read,
    limits: ['order-book', 'prices-history'],
    name: 'marketdata.priceHistory',
    summary: "A token's price history",
    input: HistoryQuery,
    output: HistoryAnswer,
    http: {
      ...orderBook,
      verb: 'GET',
      path: '/prices-history',
      summary: "A token's price history: the last price of each fidelity-minute bucket",
    },
  }),
  priceBars: defineMethod({
    ...read,
    limits: ['order-book', 'prices-history'],
    name: 'marketdata.priceBars',
    summary:
      "The terminal's chart of a token: each bucket's volume-weighted price and volume (GET /prices-history's query)",
    input: HistoryQuery,
    output: PriceBarsAnswer,
  }),
  batchPriceHistory: defineMethod({
    ...read,
    limits: ['order-book', 'batch-prices-history'],
    name: 'marketdata.batchPriceHistory',
    summary: 'Price histories by token; tokens no market has are left out',
    input: BatchHistoryBody,
    output: BatchHistoryAnswer,
    http: { ...orderBook, verb: 'POST', path: '/batch-prices-history' },
  }),
} as const;
