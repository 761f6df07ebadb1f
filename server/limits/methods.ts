import type { HandlerGroup, RateLimitTier } from '../contract/index.js';
import type { LimitRule } from './types.js';

type LimitsMethod = 'account.rateLimitTier';

/**
 * A scope's rules as one of the venue's token buckets: the burst is the shortest window's limit,
 * the sustained rate the longest window's limit over its length (the local limiter counts
 * sliding windows; a signer who keeps within both gets what the bucket would give).
 */
function bucketOf(rules: readonly LimitRule[], scope: string): RateLimitTier['order'] {
  const windows = rules.filter((rule) => rule.scope === scope);
  if (windows.length === 0) return null;
  const sorted = [...windows].sort((a, b) => a.windowMs - b.windowMs);
  const shortest = sorted[0]!;
  const longest = sorted[sorted.length - 1]!;
  return { rate_per_sec: (longest.limit * 1000) / longest.windowMs, burst: shortest.limit };
}

/**
 * The venue's per-signer trading limits (the dispatcher charges the order and cancel scopes per
 * signer address): every signer is in the one local tier, that of the rules enforced.
 */
export function createLimitsHandlers(rules: readonly LimitRule[]): HandlerGroup<LimitsMethod> {
  const tier: RateLimitTier = {
    tier: 'standard',
    order: bucketOf(rules, 'order'),
    cancel: bucketOf(rules, 'cancel'),
  };
  return { 'account.rateLimitTier': () => tier };
}
