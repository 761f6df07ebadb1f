import type { MethodName } from '../../contract/index.js';

/** The reads a mirror serves from the upstream's books: never replayed from the catalog. */
export const UPSTREAM_BOOK_READS = [
  'marketdata.book',
  'marketdata.books',
  'marketdata.price',
  'marketdata.prices',
  'marketdata.midpoint',
  'marketdata.midpoints',
  'marketdata.spread',
  'marketdata.spreads',
  'marketdata.lastTradePrice',
  'marketdata.lastTradesPrices',
  'marketdata.priceHistory',
  'marketdata.batchPriceHistory',
  'marketdata.priceBars',
  'orderbook.tickSize',
  'orderbook.negRisk',
  'orderbook.feeRate',
  'orderbook.marketByToken',
  'orderbook.clobMarket',
] as const satisfies readonly MethodName[];

export type UpstreamBookRead = (typeof UPSTREAM_BOOK_READS)[number];

export const UPSTREAM_READ_METHODS: ReadonlySet<MethodName> = new Set(UPSTREAM_BOOK_READS);
