import { ServiceError, type ErrorCode } from '../../contract/index.js';
import { UpstreamError } from './upstream-error.js';

const CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'too_large',
  429: 'rate_limited',
};

/**
 * The local error of a read the upstream refused or did not answer: a 4xx keeps its status and
 * the upstream's message (404 stays 404); no answer, or a server error, is
 * `upstream_unreachable` (503). Anything else is passed on as it is.
 */
export function asLocalError(error: unknown): unknown {
  if (!(error instanceof UpstreamError)) return error;
  if (error.status === null) return new ServiceError('upstream_unreachable', error.message);
  if (error.status >= 500) {
    return new ServiceError(
      'upstream_unreachable',
      `upstream failed: ${error.status} ${error.message}`,
    );
  }
  return new ServiceError(CODES[error.status] ?? 'invalid_input', error.message);
}

/** The upstream answered and said no (a 4xx): asking again would get the same answer. */
export const isRefusal = (error: unknown): error is UpstreamError =>
  error instanceof UpstreamError &&
  error.status !== null &&
  error.status >= 400 &&
  error.status < 500;
