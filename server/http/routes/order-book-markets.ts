import type { TSchema } from 'typebox';
import {
  ConditionIdParams,
  ErrorBody,
  OrderBookMarket,
  OrderBookMarketPage,
  OrderBookMarketsQuery,
  SamplingMarketPage,
  SimplifiedMarketPage,
} from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';
import type { TypedFastify } from '../typed.js';

const errors = { 400: ErrorBody, 429: ErrorBody };

const CURSOR_PARAMETER = /[?&]next_cursor(?:[=&]|$)/;

type ConstraintStrategy = Parameters<TypedFastify['addConstraintStrategy']>[0];
type RouteHandler = Parameters<ReturnType<ConstraintStrategy['storage']>['set']>[1];

/**
 * docs/protocol.md: a GET /markets that carries `next_cursor` gets the order-book form, any other
 * the catalog form (routes/markets.ts). A route constraint picks the form before validation,
 * so each form keeps its own schema and rate-limit scopes; every other route ignores it.
 */
const orderBookForm: ConstraintStrategy = {
  name: 'orderBookForm',
  storage() {
    const handlers = new Map<unknown, RouteHandler>();
    return {
      get: (value) => handlers.get(value) ?? null,
      set: (value, handler) => void handlers.set(value, handler),
    };
  },
  deriveConstraint: (request) =>
    request.url?.includes('next_cursor') && CURSOR_PARAMETER.test(request.url) ? 'yes' : 'no',
  mustMatchWhenDerived: false,
};

/** The order-book surface's market lists (order-book read limits; cached with the catalog). */
export function orderBookMarketRoutes(app: TypedFastify, route: MethodRoute): void {
  const schema = <Page extends TSchema>(summary: string, page: Page) => ({
    tags: ['order-book'],
    summary,
    querystring: OrderBookMarketsQuery,
    response: { 200: page, ...errors },
  });

  app.addConstraintStrategy(orderBookForm);
  route('GET', '/markets', 'orderbook.markets', {
    constraints: { orderBookForm: 'yes' },
    catalogAnswer: true,
    // The OpenAPI document has one entry per path and method: the catalog form's says both.
    schema: { ...schema('Markets, order-book form', OrderBookMarketPage), hide: true },
  });
  // On the combined root /markets/{id} is the catalog's market; the order-book mount's is this.
  route('GET', '/markets/:condition_id', 'orderbook.market', {
    atRoot: false,
    catalogAnswer: true,
    schema: {
      tags: ['order-book'],
      summary: 'One market, order-book form (order-book mount only: /clob/markets/{condition_id})',
      params: ConditionIdParams,
      response: { 200: OrderBookMarket, ...errors, 404: ErrorBody },
    },
  });
  route('GET', '/sampling-markets', 'orderbook.samplingMarkets', {
    catalogAnswer: true,
    schema: schema('Markets with liquidity rewards', SamplingMarketPage),
  });
  route('GET', '/simplified-markets', 'orderbook.simplifiedMarkets', {
    catalogAnswer: true,
    schema: schema('Markets, simplified form', SimplifiedMarketPage),
  });
  route('GET', '/sampling-simplified-markets', 'orderbook.samplingSimplifiedMarkets', {
    catalogAnswer: true,
    schema: schema('Markets with liquidity rewards, simplified form', SimplifiedMarketPage),
  });
}
