import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../server/contract/index.js';
import { asLocalError, UpstreamError } from '../../../server/mirror/index.js';

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
