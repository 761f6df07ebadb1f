import {
  BatchHistoryAnswer,
  BatchHistoryBody,
  ErrorBody,
  HistoryAnswer,
  HistoryQuery,
} from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** A token's price over time from the venue's fills (and the price backfill). */
export function priceHistoryRoutes(route: MethodRoute): void {
  route('GET', '/prices-history', 'marketdata.priceHistory', {
    schema: {
      tags: ['order-book'],
      summary: "A token's price history: the last price of each fidelity-minute bucket",
      querystring: HistoryQuery,
      response: { 200: HistoryAnswer, ...errors },
    },
  });
  route('POST', '/batch-prices-history', 'marketdata.batchPriceHistory', {
    schema: {
      tags: ['order-book'],
      summary: 'Price histories by token; tokens no market has are left out',
      body: BatchHistoryBody,
      response: { 200: BatchHistoryAnswer, ...errors },
    },
  });
}
