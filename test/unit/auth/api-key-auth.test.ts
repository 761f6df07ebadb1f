import { beforeEach, describe, expect, it } from 'vitest';
import { createAuth, type ApiCredentials, type Auth } from '../../../server/auth/index.js';
import { openDatabase } from '../../../server/storage/index.js';
import { l2Hmac, testWallet } from './signing.js';
import { memoryMasterKey } from './store-helpers.js';

const NOW = 1_767_225_600;
const ADDRESS = testWallet(5).address;
const BODY = '{"order":{"salt":1,"side":"BUY"},"owner":"k","orderType":"GTC"}';

let auth: Auth;
let creds: ApiCredentials;

beforeEach(() => {
  auth = createAuth(openDatabase(':memory:'), { masterKey: memoryMasterKey() });
  creds = auth.credentials.create(ADDRESS, '0');
});

function headers(signature: string, overrides: Record<string, string> = {}) {
  return {
    poly_address: ADDRESS,
    poly_signature: signature,
    poly_timestamp: String(NOW),
    poly_api_key: creds.apiKey,
    poly_passphrase: creds.passphrase,
    ...overrides,
  };
}

const sign = (message: string, secret = creds.secret) => l2Hmac(secret, message);
const base64url = (bytes: Buffer) => bytes.toString('base64url');
const rejection = (reason: string) => ({ ok: false, status: 401, reason });

describe('L2 (API key) authentication', () => {
  it('accepts the official form: base64url with = padding, over timestamp+METHOD+path+body', () => {
    const signature = base64url(sign(`${NOW}POST/order${BODY}`)) + '=';
    const result = auth.verifyApiKey(
      { method: 'POST', url: '/order', body: BODY, headers: headers(signature) },
      NOW,
    );
    expect(result).toEqual({ ok: true, identity: { address: ADDRESS, apiKey: creds.apiKey } });
  });

  it('accepts unpadded base64url, standard base64 and hex', () => {
    const digest = sign(`${NOW}POST/order${BODY}`);
    for (const signature of [
      base64url(digest),
      digest.toString('base64'),
      digest.toString('hex'),
    ]) {
      const request = { method: 'POST', url: '/order', body: BODY, headers: headers(signature) };
      expect(auth.verifyApiKey(request, NOW).ok).toBe(true);
    }
  });

  it('signs the path without its query string, and no body when there is none', () => {
    const signature = base64url(sign(`${NOW}GET/data/orders`));
    const request = {
      method: 'get',
      url: '/data/orders?next_cursor=MA%3D%3D&market=0x1',
      headers: headers(signature),
    };
    expect(auth.verifyApiKey(request, NOW).ok).toBe(true);
    const withQuery = base64url(sign(`${NOW}GET/data/orders?next_cursor=MA%3D%3D&market=0x1`));
    expect(auth.verifyApiKey({ ...request, headers: headers(withQuery) }, NOW).ok).toBe(false);
  });

  it('includes the exact raw body: a re-serialised or changed body fails', () => {
    const signature = base64url(sign(`${NOW}POST/order${BODY}`));
    const reformatted = JSON.stringify(JSON.parse(BODY), null, 1);
    for (const body of [reformatted, BODY + ' ', undefined]) {
      const request = { method: 'POST', url: '/order', body, headers: headers(signature) };
      expect(auth.verifyApiKey(request, NOW)).toEqual(rejection('invalid L2 SIGNATURE'));
    }
  });

  it('rejects a signature made with another secret, method or path', () => {
    const other = auth.credentials.create(ADDRESS, '1');
    const cases = [
      sign(`${NOW}POST/order${BODY}`, other.secret),
      sign(`${NOW}DELETE/order${BODY}`),
      sign(`${NOW}POST/orders${BODY}`),
    ];
    for (const digest of cases) {
      const request = {
        method: 'POST',
        url: '/order',
        body: BODY,
        headers: headers(base64url(digest)),
      };
      expect(auth.verifyApiKey(request, NOW)).toEqual(rejection('invalid L2 SIGNATURE'));
    }
  });

  it('rejects a TIMESTAMP outside the 300 s window', () => {
    const stale = String(NOW - 301);
    const signature = base64url(sign(`${stale}GET/data/orders`));
    const request = {
      method: 'GET',
      url: '/data/orders',
      headers: headers(signature, { poly_timestamp: stale }),
    };
    expect(auth.verifyApiKey(request, NOW)).toEqual(
      rejection('TIMESTAMP is more than 300 s from server time; sync with GET /time'),
    );
    expect(auth.verifyApiKey(request, NOW - 1).ok).toBe(true);
  });

  it('rejects an unknown key, a wrong passphrase and an address that does not own the key', () => {
    const signature = base64url(sign(`${NOW}GET/data/orders`));
    const request = (overrides: Record<string, string>) => ({
      method: 'GET',
      url: '/data/orders',
      headers: headers(signature, overrides),
    });
    expect(
      auth.verifyApiKey(request({ poly_api_key: '00000000-0000-4000-8000-000000000000' }), NOW),
    ).toEqual(rejection('unknown API_KEY'));
    expect(auth.verifyApiKey(request({ poly_passphrase: 'b'.repeat(64) }), NOW)).toEqual(
      rejection('PASSPHRASE does not match API_KEY'),
    );
    expect(auth.verifyApiKey(request({ poly_address: testWallet(6).address }), NOW)).toEqual(
      rejection('ADDRESS is not the owner of API_KEY'),
    );
    expect(auth.verifyApiKey(request({ poly_address: ADDRESS.toLowerCase() }), NOW).ok).toBe(true);
  });

  it('accepts SVC_ headers and rejects missing or malformed ones', () => {
    const signature = base64url(sign(`${NOW}GET/data/orders`));
    const svc = Object.fromEntries(
      Object.entries(headers(signature)).map(([name, value]) => [
        name.replace('poly_', 'SVC_'),
        value,
      ]),
    );
    expect(auth.verifyApiKey({ method: 'GET', url: '/data/orders', headers: svc }, NOW).ok).toBe(
      true,
    );
    const { poly_passphrase: _dropped, ...missing } = headers(signature);
    expect(
      auth.verifyApiKey({ method: 'GET', url: '/data/orders', headers: missing }, NOW),
    ).toEqual(
      rejection(
        'L2 authentication needs the ADDRESS, SIGNATURE, TIMESTAMP, API_KEY and PASSPHRASE headers',
      ),
    );
    const garbled = headers(signature.slice(1));
    expect(
      auth.verifyApiKey({ method: 'GET', url: '/data/orders', headers: garbled }, NOW),
    ).toEqual(rejection('SIGNATURE must be a base64url, base64 or hex HMAC-SHA256'));
  });

  it('stops accepting a key once it is revoked', () => {
    const signature = base64url(sign(`${NOW}GET/data/orders`));
    const request = { method: 'GET', url: '/data/orders', headers: headers(signature) };
    expect(auth.verifyApiKey(request, NOW).ok).toBe(true);
    expect(auth.credentials.revoke(creds.apiKey)).toBe(true);
    expect(auth.verifyApiKey(request, NOW)).toEqual(rejection('unknown API_KEY'));
  });
});
