export { createShortCache, type ShortCache, type ShortCacheOptions } from './short-cache.js';
export {
  createUpstreamOrderBook,
  type UpstreamOrderBook,
  type UpstreamOrderBookOptions,
} from './upstream-order-book.js';
export type { UpstreamBookRead } from './book-reads.js';
