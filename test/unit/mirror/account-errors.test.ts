import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../server/contract/index.js';
import { UpstreamError } from '../../../server/mirror/index.js';
import { serviceErrorOf } from '../../../server/mirror/account/upstream-errors.js';

// An upstream failure as the terminal's error: its code says what the renderer can do about it.

const mapped = (error: UpstreamError, write = false) => {
  const result = serviceErrorOf(error, write);
  expect(result).toBeInstanceOf(ServiceError);
  const { code, message } = result as ServiceError;
  return { code, message };
};

describe('upstream errors of the terminal', () => {
  it('no answer is upstream_unreachable; a timed-out write may have arrived', () => {
    const timedOut = new UpstreamError('upstream unreachable: timed out', null);
    expect(mapped(timedOut)).toEqual({
      code: 'upstream_unreachable',
      message: 'upstream unreachable: timed out',
    });
    expect(mapped(timedOut, true)).toEqual({
      code: 'outcome_unknown',
      message:
        'upstream unreachable: timed out; the upstream may have received it: check the open orders',
    });
    const refused = new UpstreamError('upstream unreachable: ECONNREFUSED', null);
    expect(mapped(refused, true).message).toBe('upstream unreachable: ECONNREFUSED');
  });

  it('keeps the upstream message of a refusal under the matching code', () => {
    expect(mapped(new UpstreamError('invalid tick size', 400, '{}'))).toEqual({
      code: 'invalid_input',
      message: 'invalid tick size',
    });
    expect(mapped(new UpstreamError('order not found', 404)).code).toBe('not_found');
    expect(mapped(new UpstreamError('bad key', 401)).code).toBe('unauthenticated');
    expect(mapped(new UpstreamError('busy', 502))).toEqual({
      code: 'upstream_unreachable',
      message: 'upstream failed: 502 busy',
    });
  });

  it('says that the upstream throttled, and for how long', () => {
    expect(mapped(new UpstreamError('Too Many Requests', 429, '', 2.2))).toEqual({
      code: 'rate_limited',
      message: 'the upstream throttled the request; retry in 3 s: Too Many Requests',
    });
  });

  it('leaves other errors alone', () => {
    const other = new Error('boom');
    expect(serviceErrorOf(other)).toBe(other);
  });
});
