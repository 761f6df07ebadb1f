import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCredentials } from '../../../server/auth/index.js';
import { startTestService, type TestService } from '../../support/app.js';
import {
  createKey,
  l1Headers,
  l2Headers,
  nowSeconds,
  testWallet,
  type L2Options,
} from '../../support/credentials.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const post = async (url: string, headers: Record<string, string>) =>
  service.app.inject({ method: 'POST', url, headers });
const get = async (url: string, headers: Record<string, string>) =>
  service.app.inject({ method: 'GET', url, headers });

/** GET /auth/api-keys signed with `creds` (as `address`, by default their owner's). */
const listKeys = (
  creds: ApiCredentials,
  address: string,
  options?: L2Options,
  url = '/auth/api-keys',
) => get(url, l2Headers(creds, address, 'GET', url, undefined, options));

const rejected = (response: { statusCode: number; json(): unknown }, error: string | RegExp) => {
  expect(response.statusCode).toBe(401);
  const body = response.json() as { error: string };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toMatch(error);
};

describe('POST /auth/api-key and GET /auth/derive-api-key (L1)', () => {
  it('creates credentials of the documented shape once per (address, nonce)', async () => {
    const wallet = testWallet('create');
    const creds = await createKey(service, wallet);
    expect(creds.apiKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(creds.passphrase).toMatch(/^[0-9a-f]{64}$/);
    expect(Buffer.from(creds.secret, 'base64url')).toHaveLength(32);
    expect(Object.keys(creds).sort()).toEqual(['apiKey', 'passphrase', 'secret']);

    const again = await post('/auth/api-key', await l1Headers(wallet));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Could not create api key' });
  });

  it('derives the same credentials every time', async () => {
    const wallet = testWallet('derive');
    const created = await createKey(service, wallet);
    for (const timestamp of [nowSeconds() - 10, nowSeconds()]) {
      const derived = await get('/auth/derive-api-key', await l1Headers(wallet, 0, timestamp));
      expect(derived.statusCode).toBe(200);
      expect(derived.json()).toEqual(created);
    }
  });

  it('keeps separate credentials per nonce; a missing NONCE is nonce 0', async () => {
    const wallet = testWallet('nonces');
    const zero = await createKey(service, wallet, 0);
    const seven = await createKey(service, wallet, 7);
    const huge = await createKey(service, wallet, (2n ** 256n - 1n).toString());
    expect(new Set([zero.apiKey, seven.apiKey, huge.apiKey]).size).toBe(3);

    const { POLY_NONCE: _omitted, ...withoutNonce } = await l1Headers(wallet, 0);
    expect((await get('/auth/derive-api-key', withoutNonce)).json()).toEqual(zero);
    expect((await get('/auth/derive-api-key', await l1Headers(wallet, 7))).json()).toEqual(seven);

    const never = await get('/auth/derive-api-key', await l1Headers(wallet, 8));
    expect(never.statusCode).toBe(400);
    expect(never.json()).toEqual({ error: 'Could not derive api key' });
  });

  it('accepts SVC_ headers', async () => {
    const wallet = testWallet('svc-l1');
    const poly = await l1Headers(wallet);
    const svc = Object.fromEntries(
      Object.entries(poly).map(([name, value]) => [name.replace('POLY_', 'SVC_'), value]),
    );
    expect((await post('/auth/api-key', svc)).statusCode).toBe(200);
  });

  it('answers 401 to bad L1 headers and creates nothing', async () => {
    const wallet = testWallet('bad-l1');
    const good = await l1Headers(wallet);
    const other = await l1Headers(testWallet('someone else'));
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ ...other, POLY_ADDRESS: wallet.address }, /invalid L1 signature/],
      [{ ...good, POLY_NONCE: '1' }, /invalid L1 signature/],
      [await l1Headers(wallet, 0, nowSeconds(), 80002), /invalid L1 signature/],
      [await l1Headers(wallet, 0, nowSeconds() - 330), /TIMESTAMP is more than 300 s/],
      [await l1Headers(wallet, 0, nowSeconds() + 330), /TIMESTAMP is more than 300 s/],
      [{ ...good, POLY_SIGNATURE: '0x1234' }, /SIGNATURE header/],
      [{ ...good, POLY_NONCE: '-1' }, /NONCE/],
      [{}, /ADDRESS header/],
      [{ POLY_ADDRESS: good.POLY_ADDRESS!, POLY_SIGNATURE: good.POLY_SIGNATURE! }, /TIMESTAMP/],
    ];
    for (const [headers, error] of cases) {
      rejected(await post('/auth/api-key', headers), error);
      rejected(await get('/auth/derive-api-key', headers), error);
    }
    expect((await get('/auth/derive-api-key', good)).statusCode).toBe(400);
  });
});

describe('L2 authentication (GET /auth/api-keys)', () => {
  const wallet = testWallet('l2');
  let first: ApiCredentials;
  let second: ApiCredentials;
  beforeAll(async () => {
    first = await createKey(service, wallet, 0);
    second = await createKey(service, wallet, 1);
    await createKey(service, testWallet('l2 neighbour'));
  });

  it("lists the caller's keys, oldest first, whichever key signs", async () => {
    for (const creds of [first, second]) {
      const response = await listKeys(creds, wallet.address);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ apiKeys: [first.apiKey, second.apiKey] });
    }
  });

  it('accepts SVC_ headers, hex and unpadded base64url signatures, any address case', async () => {
    const variants: L2Options[] = [{ prefix: 'SVC_' }, { encoding: 'hex' }];
    for (const options of variants) {
      expect((await listKeys(first, wallet.address, options)).statusCode).toBe(200);
    }
    const padded = l2Headers(first, wallet.address.toLowerCase(), 'GET', '/auth/api-keys');
    expect(padded.POLY_SIGNATURE).toMatch(/=$/);
    const unpadded = { ...padded, POLY_SIGNATURE: padded.POLY_SIGNATURE!.replace(/=+$/, '') };
    expect((await get('/auth/api-keys', unpadded)).statusCode).toBe(200);
  });

  it('signs the path without its query string', async () => {
    const response = await listKeys(first, wallet.address, {}, '/auth/api-keys?_=1');
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 to a stale or future timestamp, a wrong passphrase, address or key', async () => {
    rejected(await listKeys(first, wallet.address, { timestamp: nowSeconds() - 330 }), /300 s/);
    rejected(await listKeys(first, wallet.address, { timestamp: nowSeconds() + 330 }), /300 s/);
    const wrongPassphrase = { ...first, passphrase: second.passphrase };
    rejected(await listKeys(wrongPassphrase, wallet.address), 'PASSPHRASE does not match API_KEY');
    const neighbour = testWallet('l2 neighbour').address;
    rejected(await listKeys(first, neighbour), 'ADDRESS is not the owner of API_KEY');
    const unknown = { ...first, apiKey: '00000000-0000-4000-8000-000000000000' };
    rejected(await listKeys(unknown, wallet.address), 'unknown API_KEY');
    rejected(await listKeys({ ...first, secret: second.secret }, wallet.address), /SIGNATURE/);
    rejected(await get('/auth/api-keys', {}), /needs the ADDRESS, SIGNATURE/);
  });

  it('answers 401 to a signature over another method or path', async () => {
    const forDelete = l2Headers(first, wallet.address, 'DELETE', '/auth/api-keys');
    rejected(await get('/auth/api-keys', forDelete), 'invalid L2 SIGNATURE');
    const forOtherPath = l2Headers(first, wallet.address, 'GET', '/auth/api-key');
    rejected(await get('/auth/api-keys', forOtherPath), 'invalid L2 SIGNATURE');
  });
});

describe('DELETE /auth/api-key (L2)', () => {
  const del = (headers: Record<string, string>, payload?: string) =>
    service.app.inject({ method: 'DELETE', url: '/auth/api-key', headers, payload });

  it('revokes the calling key only; it no longer authenticates; the nonce is free again', async () => {
    const wallet = testWallet('revoke');
    const doomed = await createKey(service, wallet, 0);
    const kept = await createKey(service, wallet, 1);
    const response = await del(l2Headers(doomed, wallet.address, 'DELETE', '/auth/api-key'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toBe('OK');

    rejected(await listKeys(doomed, wallet.address), 'unknown API_KEY');
    expect((await listKeys(kept, wallet.address)).json()).toEqual({ apiKeys: [kept.apiKey] });
    expect((await get('/auth/derive-api-key', await l1Headers(wallet, 0))).statusCode).toBe(400);
    const renewed = await createKey(service, wallet, 0);
    expect(renewed.apiKey).not.toBe(doomed.apiKey);
  });

  it('verifies the exact body text: a tampered or re-spaced body is refused', async () => {
    const wallet = testWallet('raw body');
    const creds = await createKey(service, wallet);
    const body = '{ "reason":  "rotating" }';
    const headers = {
      ...l2Headers(creds, wallet.address, 'DELETE', '/auth/api-key', body),
      'content-type': 'application/json',
    };
    rejected(await del(headers, '{"reason":"rotating"}'), 'invalid L2 SIGNATURE');
    rejected(await del(headers, '{ "reason":  "rotatinG" }'), 'invalid L2 SIGNATURE');
    rejected(await del({ ...headers, 'content-type': 'application/json' }), 'invalid L2 SIGNATURE');
    expect((await listKeys(creds, wallet.address)).statusCode).toBe(200);
    const exact = await del(headers, body);
    expect(exact.statusCode, exact.body).toBe(200);
    rejected(await listKeys(creds, wallet.address), 'unknown API_KEY');
  });

  it('takes an empty body under a JSON content type, and refuses malformed JSON with 400', async () => {
    const wallet = testWallet('empty body');
    const creds = await createKey(service, wallet);
    const signed = l2Headers(creds, wallet.address, 'DELETE', '/auth/api-key');
    const malformed = await del({ ...signed, 'content-type': 'application/json' }, '{"reason":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: expect.stringMatching(/not valid JSON/) });
    const empty = await del({ ...signed, 'content-type': 'application/json' }, '');
    expect(empty.statusCode, empty.body).toBe(200);

    const created = await service.app.inject({
      method: 'POST',
      url: '/auth/api-key',
      headers: { ...(await l1Headers(wallet, 3)), 'content-type': 'application/json' },
      payload: '',
    });
    expect(created.statusCode, created.body).toBe(200);
  });
});
