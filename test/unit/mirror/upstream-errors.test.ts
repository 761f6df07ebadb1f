import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../server/contract/index.js';
import { asLocalError, UpstreamError } from '../../../server/mirror/index.js';
import {
  isUnreachable,
  serviceErrorOf as publicDataError,
} from '../../../server/mirror/public-cache/upstream-errors.js';

const local = (error: unknown) => asLocalError(error) as ServiceError;

describe('the local error of a refused upstream read', () => {
  it('keeps a 4xx status and the upstream message', () => {
    const missing = local(new UpstreamError('No orderbook exists for the requested token id', 404));
    expect(missing).toBeInstanceOf(ServiceError);
    expect(missing).toMatchObject({
      code: 'not_found',
      message: 'No orderbook exists for the requested token id',
    });
    expect(local(new UpstreamError('bad side', 400)).code).toBe('invalid_input');
    expect(local(new UpstreamError('slow down', 429)).code).toBe('rate_limited');
    expect(local(new UpstreamError('odd', 418)).code).toBe('invalid_input');
  });

  it('makes no answer and server errors upstream_unreachable', () => {
    expect(local(new UpstreamError('upstream unreachable: ECONNREFUSED', null))).toMatchObject({
      code: 'upstream_unreachable',
      message: 'upstream unreachable: ECONNREFUSED',
    });
    expect(local(new UpstreamError('bad gateway', 502))).toMatchObject({
      code: 'upstream_unreachable',
      message: 'upstream failed: 502 bad gateway',
    });
  });

  it('passes other errors on', () => {
    const error = new Error('bug');
    expect(asLocalError(error)).toBe(error);
  });
});

describe("the public-data cache's error of a failed upstream read", () => {
  it('keeps every refusal the upstream gave, not only 400, 404 and 429', () => {
    for (const [status, code] of [
      [401, 'unauthenticated'],
      [403, 'forbidden'],
      [404, 'not_found'],
      [422, 'invalid_input'],
      [429, 'rate_limited'],
    ] as const) {
      const refusal = new UpstreamError('the upstream said no', status);
      expect(isUnreachable(refusal)).toBe(false);
      expect(publicDataError(refusal)).toMatchObject({ code, message: 'the upstream said no' });
    }
  });

  it('calls no answer, a server error or a fault of its own unreachable', () => {
    for (const failure of [
      new UpstreamError('upstream unreachable: ECONNREFUSED', null),
      new UpstreamError('busy', 502),
      new Error('aborted'),
    ]) {
      expect(isUnreachable(failure)).toBe(true);
      expect(publicDataError(failure).code).toBe('upstream_unreachable');
    }
    expect(publicDataError(new UpstreamError('busy', 502)).message).toBe(
      'upstream unreachable: HTTP 502: busy',
    );
  });
});
