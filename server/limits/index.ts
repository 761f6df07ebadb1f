export type { LimitRule, LimitDecision, RateLimiter } from './types.js';
export {
  createRateLimiter,
  type InMemoryRateLimiter,
  type RateLimiterOptions,
} from './rate-limiter.js';
export {
  catalogLimits,
  defaultLimits,
  orderBookReadLimits,
  publicDataLimits,
  tradingWriteLimits,
} from './tables.js';
export {
  buildLimitRules,
  parseLimitOverride,
  type LimitOverride,
  type LimitSettings,
} from './settings.js';
export { createLimitsHandlers } from './methods.js';
