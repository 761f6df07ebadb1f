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
// The answers change only with the catalog, so they are replayed.
const settings = { tags: ['order-book'], statuses: [400, 404, 429], catalogAnswer: true } as const;
const list = { ...settings, statuses: [400, 429] } as const;

export const orderBookMethods = {
  tickSize: defineMethod({
    ...orderBookRead,
    name: 'orderbook.tickSize',
    summary: "A token's minimum tick size",
    input: TokenIdQuery,
    output: TickSizeAnswer,
    http: { ...settings, verb: 'GET', path: '/tick-size' },
  }),
  negRisk: defineMethod({
    ...orderBookRead,
    name: 'orderbook.negRisk',
    summary: "Whether a token's market is neg risk",
    input: TokenIdQuery,
    output: NegRiskAnswer,
    http: { ...settings, verb: 'GET', path: '/neg-risk' },
  }),
  feeRate: defineMethod({
    ...orderBookRead,
    name: 'orderbook.feeRate',
    summary: "A token's taker base fee (bps)",
    input: TokenIdQuery,
    output: FeeRateAnswer,
    http: { ...settings, verb: 'GET', path: '/fee-rate' },
  }),
  marketByToken: defineMethod({
    ...orderBookRead,
    name: 'orderbook.marketByToken',
    summary: "A token's market and its two tokens",
    input: TokenIdParams,
    output: MarketByTokenAnswer,
    http: { ...settings, verb: 'GET', path: '/markets-by-token/:token_id' },
  }),
  clobMarket: defineMethod({
    ...orderBookRead,
    name: 'orderbook.clobMarket',
    summary: 'Market settings (abbreviated keys)',
    input: ConditionIdParams,
    output: ClobMarket,
    http: { ...settings, verb: 'GET', path: '/clob-markets/:condition_id' },
  }),
  markets: defineMethod({
    ...orderBookRead,
    name: 'orderbook.markets',
    summary: 'Markets, order-book form',
    input: OrderBookMarketsQuery,
    output: OrderBookMarketPage,
    http: {
      ...list,
      verb: 'GET',
      path: '/markets',
      constraints: { orderBookForm: 'yes' },
      // The OpenAPI document has one entry per path and verb: the catalog form's says both.
      hidden: true,
    },
  }),
  market: defineMethod({
    ...orderBookRead,
    name: 'orderbook.market',
    summary: 'One market, order-book form (GET /markets/{condition_id} of the order-book mount)',
    input: ConditionIdParams,
    output: OrderBookMarket,
    http: {
      ...settings,
      verb: 'GET',
      path: '/markets/:condition_id',
      summary: 'One market, order-book form (order-book mount only: /clob/markets/{condition_id})',
      // On the combined root /markets/{id} is the catalog's market.
      atRoot: false,
    },
  }),
  samplingMarkets: defineMethod({
    ...orderBookRead,
    name: 'orderbook.samplingMarkets',
    summary: 'Markets with liquidity rewards',
    input: OrderBookMarketsQuery,
    output: SamplingMarketPage,
    http: { ...list, verb: 'GET', path: '/sampling-markets' },
  }),
  simplifiedMarkets: defineMethod({
    ...orderBookRead,
    name: 'orderbook.simplifiedMarkets',
    summary: 'Markets, simplified form',
    input: OrderBookMarketsQuery,
    output: SimplifiedMarketPage,
    http: { ...list, verb: 'GET', path: '/simplified-markets' },
  }),
  samplingSimplifiedMarkets: defineMethod({
    ...orderBookRead,
    name: 'orderbook.samplingSimplifiedMarkets',
    summary: 'Markets with liquidity rewards, simplified form',
    input: OrderBookMarketsQuery,
    output: SimplifiedMarketPage,
    http: { ...list, verb: 'GET', path: '/sampling-simplified-markets' },
  }),
} as const;
