export { createShortCache, type ShortCache, type ShortCacheOptions } from './short-cache.js';
export {
  createUpstreamOrderBook,
  type UpstreamOrderBook,
  type UpstreamOrderBookOptions,
} from './upstream-order-book.js';
export { UPSTREAM_BOOK_READS, UPSTREAM_READ_METHODS, type UpstreamBookRead } from './book-reads.js';
