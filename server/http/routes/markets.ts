import { Type } from 'typebox';
import {
  CreatorQuery,
  ErrorBody,
  Market,
  MarketIdParams,
  MarketsQuery,
} from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/**
 * GET /markets (catalog form) and GET /markets/{id}. A GET /markets with next_cursor is the
 * order-book form, routed to routes/order-book-markets.ts by a route constraint.
 */
export function marketRoutes(route: MethodRoute): void {
  route('GET', '/markets', 'catalog.markets', {
    catalogAnswer: true,
    schema: {
      tags: ['catalog'],
      summary: 'List markets (catalog form; with next_cursor, the order-book form)',
      querystring: MarketsQuery,
      response: { 200: Type.Array(Market), ...errors },
    },
  });
  route('GET', '/markets/:id', 'catalog.market', {
    catalogAnswer: true,
    schema: {
      tags: ['catalog'],
      summary: 'One market by numeric id or condition id',
      params: MarketIdParams,
      querystring: CreatorQuery,
      response: { 200: Market, ...errors },
    },
  });
}
