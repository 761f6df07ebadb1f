export { createShortCache, type ShortCache, type ShortCacheOptions } from './short-cache.js';
export { asLocalError } from './upstream-errors.js';
export {
  createUpstreamOrderBook,
  ORDER_BOOK_TTL_MS,
  type UpstreamOrderBook,
  type UpstreamOrderBookOptions,
} from './upstream-order-book.js';
