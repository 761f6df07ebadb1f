/** Delays between attempts: exponential from `baseMs`, capped, with full jitter. */
export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
  random?: () => number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 250, maxMs: 15_000 };

/** How long to wait before attempt `attempt + 1` (attempt 0 failed first). */
export function backoffDelay(attempt: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** attempt);
  // Full jitter keeps many clients that failed together from retrying together.
  const random = policy.random ?? Math.random;
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Retry-After as seconds: a delay in seconds or an HTTP date; null when absent or unreadable.
 * Capped so that a hostile or broken upstream cannot park a request for hours.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  const seconds = /^\d+$/.test(text) ? Number(text) : (Date.parse(text) - now) / 1000;
  if (!Number.isFinite(seconds)) return null;
  return Math.min(Math.max(0, seconds), MAX_RETRY_AFTER_SECONDS);
}

export const MAX_RETRY_AFTER_SECONDS = 60;
