import { describe, expect, it } from 'vitest';
import { l2Headers } from '../../../server/mirror/index.js';
import { l2Headers as referenceHeaders } from '../../support/credentials.js';

// The mirror signs its upstream requests as the official client does; the test side's own
// signer (node:crypto, independent of the mirror's code) must produce the same headers.

const credentials = {
  apiKey: '0b0c1d2e-0000-4000-8000-000000000001',
  secret: Buffer.alloc(32, 7).toString('base64url'),
  passphrase: 'f'.repeat(64),
};
const ADDRESS = '0x' + '12'.repeat(20);

describe('L2 headers of upstream requests', () => {
  it('sign the method, the venue path without its query and the exact body', () => {
    const body = JSON.stringify({ orderID: '0x01' });
    const signed = l2Headers(credentials, ADDRESS, {
      method: 'DELETE',
      path: '/order',
      body,
      timestampSeconds: 1_700_000_000,
    });
    expect(signed).toEqual(
      referenceHeaders(credentials, ADDRESS, 'DELETE', '/order', body, {
        timestamp: 1_700_000_000,
      }),
    );
  });

  it('sign a GET without a body', () => {
    const signed = l2Headers(credentials, ADDRESS, {
      method: 'GET',
      path: '/data/orders',
      timestampSeconds: 1_700_000_001,
    });
    expect(signed).toEqual(
      referenceHeaders(credentials, ADDRESS, 'GET', '/data/orders?next_cursor=MA==', undefined, {
        timestamp: 1_700_000_001,
      }),
    );
  });

  it('take a secret in standard base64 as well', () => {
    const standard = { ...credentials, secret: Buffer.alloc(32, 0xfb).toString('base64') };
    const urlSafe = { ...credentials, secret: Buffer.alloc(32, 0xfb).toString('base64url') };
    const request = { method: 'GET', path: '/data/trades', timestampSeconds: 1 };
    expect(l2Headers(standard, ADDRESS, request)).toEqual(l2Headers(urlSafe, ADDRESS, request));
  });
});
