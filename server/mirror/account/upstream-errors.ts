import { ServiceError } from '../../contract/index.js';
import { asLocalError, UpstreamError } from '../upstream/index.js';

/**
 * An upstream failure of the terminal as the service's own error: as the mirror's reads map it
 * (no answer or a 5xx is `upstream_unreachable`, a 4xx keeps its code and the upstream's
 * message), and a 429 says that the upstream throttled and for how long. `write` says the
 * request changes orders: one that timed out may still have reached the upstream.
 */
export function serviceErrorOf(error: unknown, write = false): unknown {
  if (!(error instanceof UpstreamError)) return error;
  const { status, message } = error;
  if (status === null && write && /timed out/.test(message)) {
    return new ServiceError(
      'outcome_unknown',
      `${message}; the upstream may have received it: check the open orders`,
    );
  }
  if (status === 429) {
    const wait = error.retryAfterSeconds;
    const retry = wait === null ? '' : `; retry in ${Math.max(1, Math.ceil(wait))} s`;
    return new ServiceError(
      'rate_limited',
      `the upstream throttled the request${retry}: ${message}`,
    );
  }
  return asLocalError(error);
}
