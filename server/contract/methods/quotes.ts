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
const orderBook = { tags: ['order-book'], statuses: [400, 404, 429] } as const;

export const quoteMethods = {
  price: defineMethod({
    ...read,
    limits: ['order-book', 'price'],
    name: 'marketdata.price',
    summary: 'Best bid (side=BUY) or best ask (side=SELL) of a token',
    input: PriceQuery,
    output: PriceAnswer,
    http: { ...orderBook, verb: 'GET', path: '/price' },
  }),
  prices: defineMethod({
    ...read,
    limits: ['order-book', 'prices'],
    name: 'marketdata.prices',
    summary: 'Prices by token and side; empty sides and unknown tokens are left out',
    input: PriceItems,
    output: PricesAnswer,
    http: { ...orderBook, verb: 'POST', path: '/prices' },
  }),
  midpoint: defineMethod({
    ...read,
    limits: ['order-book', 'midpoint'],
    name: 'marketdata.midpoint',
    summary: 'Midpoint of best bid and best ask',
    input: TokenIdQuery,
    output: MidpointAnswer,
    http: { ...orderBook, verb: 'GET', path: '/midpoint' },
  }),
  midpoints: defineMethod({
    ...orderBookRead,
    name: 'marketdata.midpoints',
    summary: 'Midpoints by token',
    input: TokenItems,
    output: PriceByToken,
    http: { ...orderBook, verb: 'POST', path: '/midpoints' },
  }),
  spread: defineMethod({
    ...orderBookRead,
    name: 'marketdata.spread',
    summary: 'Best ask minus best bid',
    input: TokenIdQuery,
    output: SpreadAnswer,
    http: { ...orderBook, verb: 'GET', path: '/spread' },
  }),
  spreads: defineMethod({
    ...orderBookRead,
    name: 'marketdata.spreads',
    summary: 'Spreads by token',
    input: TokenItems,
    output: PriceByToken,
    http: { ...orderBook, verb: 'POST', path: '/spreads' },
  }),
  lastTradePrice: defineMethod({
    ...orderBookRead,
    name: 'marketdata.lastTradePrice',
    summary: 'A token\'s last fill price and taker side (0.5 and "" before its first)',
    input: TokenIdQuery,
    output: LastTradeAnswer,
    http: { ...orderBook, verb: 'GET', path: '/last-trade-price' },
  }),
  lastTradesPrices: defineMethod({
    ...orderBookRead,
    name: 'marketdata.lastTradesPrices',
    summary: 'Last trade prices by token',
    input: TokenItems,
    output: LastTradesAnswer,
    http: { ...orderBook, verb: 'POST', path: '/last-trades-prices' },
  }),
} as const;
