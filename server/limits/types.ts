/** One row of a limits table: at most `limit` requests per `windowMs` for a scope. */
export interface LimitRule {
  scope: string;
  limit: number;
  windowMs: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** The binding rule: the one that refused, or the tightest one when allowed. */
  scope: string;
  limit: number;
  windowMs: number;
  remaining: number;
  /** Milliseconds until the binding rule's window frees capacity. */
  resetMs: number;
}

export interface RateLimiter {
  /** Counts one request of `client` against every rule of `scopes`; refuses if any is full. */
  take(client: string, scopes: readonly string[], now: number): LimitDecision;
}
