import { ServiceError } from '../../contract/index.js';
import { UpstreamError } from '../upstream/index.js';

/**
 * An upstream failure as the service's own error: no answer or a 5xx is `upstream_unreachable`
 * (503), a 429 `rate_limited`, a refused key `unauthenticated`, a 404 `not_found`, another 4xx
 * `invalid_input` with the upstream's message. `write` says the request changes orders: one
 * that timed out may still have reached the upstream.
 */
export function serviceErrorOf(error: unknown, write = false): unknown {
  if (!(error instanceof UpstreamError)) return error;
  const { status, message } = error;
  if (status === null) {
    const unknown = write && /timed out/.test(message);
    return new ServiceError(
      'upstream_unreachable',
      unknown ? `${message}; the upstream may have received it: check the open orders` : message,
    );
  }
  if (status >= 500) {
    return new ServiceError('upstream_unreachable', `upstream failed (${status}): ${message}`);
  }
  if (status === 429) {
    const wait = error.retryAfterSeconds;
    const retry = wait === null ? '' : `; retry in ${Math.max(1, Math.ceil(wait))} s`;
    return new ServiceError(
      'rate_limited',
      `the upstream throttled the request${retry}: ${message}`,
    );
  }
  if (status === 401 || status === 403) {
    return new ServiceError('unauthenticated', `the upstream refused the account: ${message}`);
  }
  if (status === 404) return new ServiceError('not_found', message);
  return new ServiceError('invalid_input', message);
}
