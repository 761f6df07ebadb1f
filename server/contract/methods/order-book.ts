import {
  ClobMarket,
  ConditionIdParams,
  FeeRateAnswer,
  MarketByTokenAnswer,
  NegRiskAnswer,
  TickSizeAnswer,
  TokenIdParams,
  TokenIdQuery,
} from '../clob-market.js';
import {
  BatchHistoryAnswer,
  BatchHistoryBody,
  LastTradeAnswer,
  LastTradesAnswer,
  MidpointAnswer,
  OrderBooksAnswer,
  PriceAnswer,
  PriceByToken,
  PriceItems,
  PriceQuery,
  PricesAnswer,
  SpreadAnswer,
  TokenItems,
} from '../market-data.js';
import {
  OrderBookMarket,
  OrderBookMarketPage,
  OrderBookMarketsQuery,
  SamplingMarketPage,
  SimplifiedMarketPage,
} from '../order-book-market.js';
import { defineMethod } from './define.js';

// The order-book surface besides marketdata.book and marketdata.priceHistory (reads.ts): the
// market settings clients read before signing, the market lists, quotes and batch reads.

const read = { auth: 'public', errors: ['invalid_input', 'not_found', 'rate_limited'] } as const;
const orderBookRead = { ...read, limits: ['order-book'] } as const;

export const orderBookMethods = {
  tickSize: defineMethod({
    ...orderBookRead,
    name: 'orderbook.tickSize',
    summary: "A token's minimum tick size",
    input: TokenIdQuery,
    output: TickSizeAnswer,
  }),
  negRisk: defineMethod({
    ...orderBookRead,
    name: 'orderbook.negRisk',
    summary: "Whether a token's market is neg risk",
    input: TokenIdQuery,
    output: NegRiskAnswer,
  }),
  feeRate: defineMethod({
    ...orderBookRead,
    name: 'orderbook.feeRate',
    summary: "A token's taker base fee (bps)",
    input: TokenIdQuery,
    output: FeeRateAnswer,
  }),
  marketByToken: defineMethod({
    ...orderBookRead,
    name: 'orderbook.marketByToken',
    summary: "A token's market and its two tokens",
    input: TokenIdParams,
    output: MarketByTokenAnswer,
  }),
  clobMarket: defineMethod({
    ...orderBookRead,
    name: 'orderbook.clobMarket',
    summary: 'Market settings (abbreviated keys)',
    input: ConditionIdParams,
    output: ClobMarket,
  }),
  markets: defineMethod({
    ...orderBookRead,
    name: 'orderbook.markets',
    summary: 'Markets, order-book form',
    input: OrderBookMarketsQuery,
    output: OrderBookMarketPage,
  }),
  market: defineMethod({
    ...orderBookRead,
    name: 'orderbook.market',
    summary: 'One market, order-book form (GET /markets/{condition_id} of the order-book mount)',
    input: ConditionIdParams,
    output: OrderBookMarket,
  }),
  samplingMarkets: defineMethod({
    ...orderBookRead,
    name: 'orderbook.samplingMarkets',
    summary: 'Markets with liquidity rewards',
    input: OrderBookMarketsQuery,
    output: SamplingMarketPage,
  }),
  simplifiedMarkets: defineMethod({
    ...orderBookRead,
    name: 'orderbook.simplifiedMarkets',
    summary: 'Markets, simplified form',
    input: OrderBookMarketsQuery,
    output: SimplifiedMarketPage,
  }),
  samplingSimplifiedMarkets: defineMethod({
    ...orderBookRead,
    name: 'orderbook.samplingSimplifiedMarkets',
    summary: 'Markets with liquidity rewards, simplified form',
    input: OrderBookMarketsQuery,
    output: SimplifiedMarketPage,
  }),
} as const;

export const quoteMethods = {
  books: defineMethod({
    ...read,
    errors: [...read.errors, 'too_large'],
    limits: ['order-book', 'books'],
    name: 'marketdata.books',
    summary: 'Several order books; tokens without a book are left out',
    input: TokenItems,
    output: OrderBooksAnswer,
  }),
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
  batchPriceHistory: defineMethod({
    ...read,
    limits: ['order-book', 'batch-prices-history'],
    name: 'marketdata.batchPriceHistory',
    summary: 'Price histories by token; tokens no market has are left out',
    input: BatchHistoryBody,
    output: BatchHistoryAnswer,
  }),
} as const;
