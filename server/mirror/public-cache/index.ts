export {
  createPublicDataCache,
  PUBLIC_DATA_CACHE_DEFAULTS,
  type PublicDataCache,
  type PublicDataCacheDeps,
  type PublicDataCacheOptions,
} from './public-data-cache.js';
export type { UpstreamReadMethod } from './upstream-reads.js';
