import { ServiceError, type ErrorCode } from '../../contract/index.js';
import { UpstreamError } from '../upstream/index.js';

/** The upstream said no no matter how often it is asked: its answer is the caller's. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'invalid_input',
  404: 'not_found',
  429: 'rate_limited',
};

/** The upstream got no answer to give, or failed (5xx, no JSON): nothing the caller did. */
export const isUnreachable = (error: unknown): boolean =>
  !(error instanceof UpstreamError) || error.status === null || !(error.status in CODE_OF_STATUS);

export const unreachable = (reason: string): ServiceError =>
  new ServiceError(
    'upstream_unreachable',
    reason.startsWith('upstream unreachable') ? reason : `upstream unreachable: ${reason}`,
  );

/** The error a caller gets for a failed upstream request. */
export function serviceErrorOf(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  if (error instanceof UpstreamError) {
    const code = error.status === null ? undefined : CODE_OF_STATUS[error.status];
    if (code) return new ServiceError(code, error.message);
    return unreachable(
      error.status === null ? error.message : `HTTP ${error.status}: ${error.message}`,
    );
  }
  return unreachable((error as Error).message);
}
