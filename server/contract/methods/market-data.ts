import { Type } from 'typebox';
import {
  BatchHistoryAnswer,
  BatchHistoryBody,
  HistoryAnswer,
  HistoryQuery,
  OrderBookAnswer,
  OrderBooksAnswer,
  TokenIdField,
  TokenItems,
} from '../market-data.js';
import { defineMethod } from './define.js';

// The order books and price histories of tokens, from the live engine books and the ledger.

const read = { auth: 'public', errors: ['invalid_input', 'not_found', 'rate_limited'] } as const;

export const marketDataMethods = {
  book: defineMethod({
    ...read,
    limits: ['order-book', 'book'],
    name: 'marketdata.book',
    summary: "One token's order book",
    input: Type.Object({ token_id: TokenIdField }),
    output: OrderBookAnswer,
  }),
  books: defineMethod({
    ...read,
    errors: [...read.errors, 'too_large'],
    limits: ['order-book', 'books'],
    name: 'marketdata.books',
    summary: 'Several order books; tokens without a book are left out',
    input: TokenItems,
    output: OrderBooksAnswer,
  }),
  priceHistory: defineMethod({
    ...read,
    limits: ['order-book', 'prices-history'],
    name: 'marketdata.priceHistory',
    summary: "A token's price history",
    input: HistoryQuery,
    output: HistoryAnswer,
  }),
  batchPriceHistory: defineMethod({
    ...read,
    limits: ['order-book', 'batch-prices-history'],
    name: 'marketdata.batchPriceHistory',
    summary: 'Price histories by token; tokens no market has are left out',
    input: BatchHistoryBody,
    output: BatchHistoryAnswer,
  }),
} as const;
