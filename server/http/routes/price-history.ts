import { ErrorBody } from '../../contract/index.js';
import type { MarketData } from '../../marketdata/index.js';
import type { TypedFastify } from '../typed.js';
import {
  BatchHistoryAnswer,
  BatchHistoryBody,
  HistoryAnswer,
  HistoryQuery,
} from '../../contract/index.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** A token's price over time from the venue's fills (and the price backfill). */
export function priceHistoryRoutes(app: TypedFastify, marketData: MarketData): void {
  app.get(
    '/prices-history',
    {
      config: { limits: ['order-book', 'prices-history'] },
      schema: {
        tags: ['order-book'],
        summary: "A token's price history: the last price of each fidelity-minute bucket",
        querystring: HistoryQuery,
        response: { 200: HistoryAnswer, ...errors },
      },
    },
    async (request) => {
      const { market, ...query } = request.query;
      return { history: marketData.priceHistory(market, query) };
    },
  );

  app.post(
    '/batch-prices-history',
    {
      config: { limits: ['order-book', 'batch-prices-history'] },
      schema: {
        tags: ['order-book'],
        summary: 'Price histories by token; tokens no market has are left out',
        body: BatchHistoryBody,
        response: { 200: BatchHistoryAnswer, ...errors },
      },
    },
    async (request) => {
      const { markets, start_ts, end_ts, interval, fidelity } = request.body;
      const query = { startTs: start_ts, endTs: end_ts, interval, fidelity };
      return { history: marketData.batchPriceHistory(markets, query) };
    },
  );
}
