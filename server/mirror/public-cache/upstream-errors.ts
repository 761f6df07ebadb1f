import { ServiceError } from '../../contract/index.js';
import { asLocalError, isRefusal, UpstreamError } from '../upstream/index.js';

/** The upstream got no answer to give, or failed (5xx, no JSON): nothing the caller did. */
export const isUnreachable = (error: unknown): boolean => !isRefusal(error);

export const unreachable = (reason: string): ServiceError =>
  new ServiceError(
    'upstream_unreachable',
    reason.startsWith('upstream unreachable') ? reason : `upstream unreachable: ${reason}`,
  );

/**
 * The error a caller gets for a failed upstream request: a refusal keeps the upstream's status
 * and message, as every mirror read maps it; anything else is `upstream_unreachable`.
 */
export function serviceErrorOf(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  if (isRefusal(error)) return asLocalError(error) as ServiceError;
  if (error instanceof UpstreamError) {
    return unreachable(
      error.status === null ? error.message : `HTTP ${error.status}: ${error.message}`,
    );
  }
  return unreachable((error as Error).message);
}
