import {
  LastTradeAnswer,
  LastTradesAnswer,
  MidpointAnswer,
  PriceAnswer,
  PriceByToken,
  PriceItems,
  PriceQuery,
  PricesAnswer,
  SpreadAnswer,
  TokenItems,
} from '../market-data.js';
import { TokenIdQuery } from '../clob-market.js';
import { defineMethod } from './define.js';

// Prices, midpoints, spreads and last trades: one token by query (GET), several by body (POST).

const read = { auth: 'public', errors: ['invalid_input', 'not_found', 'rate_limited'] } as const;
const orderBookRead = { ...read, limits: ['order-book'] } as const;

export const quoteMethods = {
  price: defineMethod({
    ...read,
    limits: ['order-book', 'price'],
    name: 'marketdata.price',
    summary: 'Best bid (side=BUY) or best ask (side=SELL) of a token',
    input: PriceQuery,
    output: PriceAnswer,
  }),
  prices: defineMethod({
    ...read,
    limits: ['order-book', 'prices'],
    name: 'marketdata.prices',
    summary: 'Prices by token and side; empty sides and unknown tokens are left out',
    input: PriceItems,
    output: PricesAnswer,
  }),
  midpoint: defineMethod({
    ...read,
    limits: ['order-book', 'midpoint'],
    name: 'marketdata.midpoint',
    summary: 'Midpoint of best bid and best ask',
    input: TokenIdQuery,
    output: MidpointAnswer,
  }),
  midpoints: defineMethod({
    ...orderBookRead,
    name: 'marketdata.midpoints',
    summary: 'Midpoints by token',
    input: TokenItems,
    output: PriceByToken,
  }),
  spread: defineMethod({
    ...orderBookRead,
    name: 'marketdata.spread',
    summary: 'Best ask minus best bid',
    input: TokenIdQuery,
    output: SpreadAnswer,
  }),
  spreads: defineMethod({
    ...orderBookRead,
    name: 'marketdata.spreads',
    summary: 'Spreads by token',
    input: TokenItems,
    output: PriceByToken,
  }),
  lastTradePrice: defineMethod({
    ...orderBookRead,
    name: 'marketdata.lastTradePrice',
    summary: 'A token\'s last fill price and taker side (0.5 and "" before its first)',
    input: TokenIdQuery,
    output: LastTradeAnswer,
  }),
  lastTradesPrices: defineMethod({
    ...orderBookRead,
    name: 'marketdata.lastTradesPrices',
    summary: 'Last trade prices by token',
    input: TokenItems,
    output: LastTradesAnswer,
  }),
} as const;
