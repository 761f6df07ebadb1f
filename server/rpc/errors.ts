import { ServiceError } from '../contract/index.js';
import type { LimitDecision } from '../limits/index.js';

/** Seconds until a limit decision's window frees capacity, at least 1. */
export const retrySeconds = (decision: LimitDecision): number =>
  Math.max(1, Math.ceil(decision.resetMs / 1000));

/** The message of a refusal by the rate limits. */
export const throttledMessage = (decision: LimitDecision): string =>
  `rate limit exceeded for ${decision.scope}; retry in ${retrySeconds(decision)} s`;

/** A refusal by the rate limits, with the decision a transport turns into its headers. */
export class ThrottledError extends ServiceError {
  constructor(readonly decision: LimitDecision) {
    super('rate_limited', throttledMessage(decision));
  }
}

/** A ServiceError as is; anything else is a fault of the service, reported and hidden. */
export function asServiceError(error: unknown, report: (error: unknown) => void): ServiceError {
  if (error instanceof ServiceError) return error;
  report(error);
  const internal = new ServiceError('internal', 'internal error');
  // Kept for the transport's log; never part of an answer.
  internal.cause = error;
  return internal;
}
