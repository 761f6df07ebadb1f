export { createMarketData, type MarketData } from './market-data.js';
export type { MarketDataDeps } from './types.js';
export { bookSummary } from './book-summary.js';
export { createOrderBookMarketLists, type OrderBookMarketLists } from './lists/market-lists.js';
export {
  startMarketStatistics,
  type MarketStatistics,
  type MarketStatisticsDeps,
} from './stats/statistics-service.js';
export { createMarketDataHandlers, createMarketListHandlers } from './methods.js';
