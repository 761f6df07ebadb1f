import { ServiceError, type ErrorCode } from '../contract/index.js';
import type { LimitDecision } from '../limits/index.js';

/** A ServiceError whose answer carries more fields than the message (the current heartbeat id). */
export class ServiceErrorWithFields extends ServiceError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly fields: Readonly<Record<string, string>>,
  ) {
    super(code, message);
  }
}

/** Seconds until a limit decision's window frees capacity, at least 1. */
export const retrySeconds = (decision: LimitDecision): number =>
  Math.max(1, Math.ceil(decision.resetMs / 1000));

/** The message of a refusal by the rate limits. */
export const throttledMessage = (decision: LimitDecision): string =>
  `rate limit exceeded for ${decision.scope}; retry in ${retrySeconds(decision)} s`;

/** A ServiceError as is; anything else is a fault of the service, reported and hidden. */
export function asServiceError(error: unknown, report: (error: unknown) => void): ServiceError {
  if (error instanceof ServiceError) return error;
  report(error);
  const internal = new ServiceError('internal', 'internal error');
  // Kept for the transport's log; never part of an answer.
  internal.cause = error;
  return internal;
}
