/**
 * One row of a limits table: at most `limit` requests per `windowMs` for a scope. A scope may
 * have several rules (burst and sustained windows); a request must fit all of them.
 */
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
  /**
   * Milliseconds until the binding rule's window frees capacity: when refused, until one more
   * request fits (the Retry-After); when allowed, until the oldest counted request expires.
   */
  resetMs: number;
}

export interface RateLimiter {
  /**
   * Counts one request of `client` against every rule of `scopes` if all of them allow it;
   * refuses without counting otherwise. Null when no rule covers any of the scopes.
   */
  take(client: string, scopes: readonly string[], now: number): LimitDecision | null;
}
