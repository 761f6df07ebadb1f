export type { LimitRule, LimitDecision, RateLimiter } from './types.js';
