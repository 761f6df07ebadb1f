import type { LimitDecision } from '../limits/index.js';
import { retrySeconds, throttledMessage } from '../rpc/index.js';

/** The RateLimit-* (and, on refusal, Retry-After) headers of a decision. */
export function limitHeaders(decision: LimitDecision): Record<string, string> {
  const resetSeconds = String(retrySeconds(decision));
  const headers: Record<string, string> = {
    'ratelimit-limit': String(decision.limit),
    'ratelimit-remaining': String(decision.remaining),
    'ratelimit-reset': resetSeconds,
    'ratelimit-policy': `${decision.limit};w=${Math.ceil(decision.windowMs / 1000)}`,
  };
  if (!decision.allowed) headers['retry-after'] = resetSeconds;
  return headers;
}

/** The JSON body of a 429. */
export const throttledBody = (decision: LimitDecision): string =>
  JSON.stringify({ error: throttledMessage(decision) });
