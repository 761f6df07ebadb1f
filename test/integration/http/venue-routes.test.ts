import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceApp } from '../../support/service-app.js';
import { createCatalog } from '../../../server/catalog/index.js';
import { startVenue, type Venue } from '../../support/venue.js';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';

let venue: Venue;
beforeAll(async () => {
  venue = await startVenue();
});
afterAll(() => venue.close());

const WALLET = '0x' + '5c'.repeat(20);
const OTHER_WALLET = '0x' + 'D4'.repeat(20);
const UNKNOWN_CONDITION = '0x' + 'ab'.repeat(32);

interface VenueRequest {
  body: Record<string, unknown>;
  authorization?: string | null;
  remoteAddress?: string;
}

function post(path: string, { body, authorization, remoteAddress }: VenueRequest) {
  const headers: Record<string, string> = {};
  if (authorization !== null) headers.authorization = authorization ?? `Bearer ${venue.adminToken}`;
  return venue.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const faucet = (address: unknown, amount: unknown) =>
  post('/venue/faucet', { body: { address, amount } });
const resolve = (conditionId: unknown, index: unknown) =>
  post('/venue/resolve', { body: { condition_id: conditionId, winning_outcome_index: index } });

describe('POST /venue/faucet', () => {
  it('credits paper collateral and accumulates per wallet', async () => {
    const first = await faucet(WALLET, '100');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ address: WALLET, balance: '100' });
    const second = await faucet(WALLET, '0.000001');
    expect(second.json()).toEqual({ address: WALLET, balance: '100.000001' });
    const third = await faucet(WALLET, '25.5');
    expect(third.json()).toEqual({ address: WALLET, balance: '125.500001' });
  });

  it('keys wallets by lower-case address', async () => {
    expect((await faucet(OTHER_WALLET, '7')).json()).toEqual({
      address: OTHER_WALLET.toLowerCase(),
      balance: '7',
    });
    expect((await faucet(OTHER_WALLET.toLowerCase(), '3')).json()).toEqual({
      address: OTHER_WALLET.toLowerCase(),
      balance: '10',
    });
  });

  it.each(['0', '0.0', '-1', '1.0000001', 'abc', '', '1e3', ' ', ' 1', '1 ', ['1'], 1])(
    'refuses amount %j with 400 naming amount',
    async (amount) => {
      const response = await faucet(WALLET, amount);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^amount /);
    },
  );

  it('refuses a bad or missing address with 400 naming address', async () => {
    for (const address of ['0x1234', 'not an address', '5c'.repeat(20), [WALLET], 1]) {
      const response = await faucet(address, '1');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^address /);
    }
    const missing = await post('/venue/faucet', { body: { amount: '1' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'address is required' });
  });

  it('credits nothing when refused', async () => {
    const fresh = '0x' + '9e'.repeat(20);
    expect((await faucet(fresh, '0')).statusCode).toBe(400);
    expect((await faucet(fresh, '2')).json()).toEqual({ address: fresh, balance: '2' });
  });
});

describe('POST /venue/resolve', () => {
  it('closes the market and answers the settlement summary', async () => {
    const before = await venue.app.inject('/markets/206');
    expect(before.json()).toMatchObject({ closed: false, acceptingOrders: true });

    const response = await resolve(conditionIdOf(206), 1);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      condition_id: conditionIdOf(206),
      winning_outcome_index: 1,
      cancelled_orders: 0,
      settled_positions: 0,
      redeemed: '0',
    });

    const after = await venue.app.inject('/markets/206');
    expect(after.json()).toMatchObject({ closed: true, acceptingOrders: false });
    const tick = await venue.app.inject(`/tick-size?token_id=${tokenIdOf(206, 0)}`);
    expect(tick.statusCode).toBe(200);
  });

  it('refuses resolving the same market twice with 400', async () => {
    const response = await resolve(conditionIdOf(206), 0);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/already resolved/);
    const settled = await resolve(conditionIdOf(211), 1);
    expect(settled.statusCode).toBe(400);
  });

  it('answers 404 for an unknown market', async () => {
    const response = await resolve(UNKNOWN_CONDITION, 0);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/not found/);
  });

  it.each([2, -1, 0.5, 'yes', '1', null, true])(
    'refuses winning_outcome_index %j with 400 naming it',
    async (index) => {
      const response = await resolve(conditionIdOf(204), index);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^winning_outcome_index /);
    },
  );

  it('leaves the market open when refused', async () => {
    expect((await resolve(conditionIdOf(204), 7)).statusCode).toBe(400);
    expect((await venue.app.inject('/markets/204')).json()).toMatchObject({ closed: false });
  });
});

describe('POST /venue/funders', () => {
  const signer = '0x' + '1A'.repeat(20);
  const funder = '0x' + '2B'.repeat(20);

  it('registers a funder wallet the signer may sign for', async () => {
    expect(venue.auth.funders.controls(signer, funder, 2)).toBe(false);
    const response = await post('/venue/funders', {
      body: { signer, funder, signature_type: 2 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      signer: signer.toLowerCase(),
      funder: funder.toLowerCase(),
      signature_type: 2,
    });
    expect(venue.auth.funders.controls(signer, funder, 2)).toBe(true);
    expect(venue.auth.funders.controls(signer, funder, 1)).toBe(false);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ signer: '0x12', funder, signature_type: 1 }, /^signer /],
      [{ signer, funder: 'nope', signature_type: 1 }, /^funder /],
      [{ signer, funder: signer, signature_type: 1 }, /^funder /],
      [{ signer, funder, signature_type: 0 }, /^signature_type /],
      [{ signer, funder, signature_type: 4 }, /^signature_type /],
      [{ signer, funder, signature_type: null }, /^signature_type /],
      [{ signer, funder, signature_type: true }, /^signature_type /],
      [{ signer, funder, signature_type: '2' }, /^signature_type /],
      [{ signer, funder }, /^signature_type is required/],
    ];
    for (const [body, error] of cases) {
      const response = await post('/venue/funders', { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(error);
    }
  });
});

describe('the venue guard', () => {
  const body = { address: WALLET, amount: '1' };

  it('answers 401 without a bearer token and with a wrong one', async () => {
    for (const authorization of [
      null,
      `Bearer ${'0'.repeat(64)}`,
      `Bearer ${venue.adminToken}x`,
      `Basic ${venue.adminToken}`,
      venue.adminToken,
      'Bearer',
    ]) {
      const response = await post('/venue/faucet', { body, authorization });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(typeof response.json().error).toBe('string');
    }
  });

  it('accepts the scheme in any case', async () => {
    const response = await post('/venue/faucet', {
      body,
      authorization: `bearer ${venue.adminToken}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 403 to a non-loopback client, even with the right token', async () => {
    for (const remoteAddress of ['192.168.1.20', '10.0.0.1', '::ffff:192.168.1.20', 'fe80::1']) {
      const response = await post('/venue/faucet', { body, remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(403);
      expect(response.json().error).toMatch(/loopback/);
    }
  });

  it('accepts every loopback form', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const response = await post('/venue/faucet', { body, remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });

  it('checks before validating the body or touching the venue', async () => {
    const fresh = '0x' + '77'.repeat(20);
    const response = await post('/venue/faucet', {
      body: { address: fresh, amount: '5' },
      authorization: null,
    });
    expect(response.statusCode).toBe(401);
    const invalid = await post('/venue/resolve', { body: {}, authorization: null });
    expect(invalid.statusCode).toBe(401);
    expect((await faucet(fresh, '1')).json()).toEqual({ address: fresh, balance: '1' });
  });

  it('leaves /venue/* unrouted when the app has no venue (mirror mode)', async () => {
    const app = await buildServiceApp({
      catalog: createCatalog(venue.db, { assetBaseUrl: () => 'http://127.0.0.1:9999' }),
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/venue/faucet',
        payload: body,
        headers: { authorization: `Bearer ${venue.adminToken}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
