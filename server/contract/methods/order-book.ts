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
  OrderBookMarket,
  OrderBookMarketPage,
  OrderBookMarketsQuery,
  SamplingMarketPage,
  SimplifiedMarketPage,
} from '../order-book-market.js';
import { defineMethod } from './define.js';

// The order-book surface's market settings, which clients read before signing, and its market
// lists (its books and quotes: market-data.ts, quotes.ts).

const orderBookRead = {
  auth: 'public',
  errors: ['invalid_input', 'not_found', 'rate_limited'],
  limits: ['order-book'],
} as const;

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
