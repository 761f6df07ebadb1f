// The official client's account calls beyond trading: read-only API keys and the ban status.
import { AssetType, OrderType, Side } from '@polymarket/clob-client-v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../support/catalog-fixture.js';
import { l2Headers } from '../support/credentials.js';
import { startVenue, type Venue } from '../support/venue.js';
import { startClientTrader, type ClientTrader } from './client-trader.js';

let venue: Venue;
let alice: ClientTrader;
let bob: ClientTrader;
beforeAll(async () => {
  venue = await startVenue();
  const host = await venue.app.listen({ host: '127.0.0.1', port: 0 });
  alice = await startClientTrader(venue, host, 'extras alice', 10);
  bob = await startClientTrader(venue, host, 'extras bob', 1);
});
afterAll(() => venue.close());

describe('read-only API keys through the official client', () => {
  it("creates, lists and deletes a wallet's keys, apart from other wallets'", async () => {
    expect(await alice.client.getReadonlyApiKeys()).toEqual([]);
    const first = await alice.client.createReadonlyApiKey();
    const second = await alice.client.createReadonlyApiKey();
    expect(first.apiKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.apiKey).not.toBe(first.apiKey);
    expect(await alice.client.getReadonlyApiKeys()).toEqual([first.apiKey, second.apiKey]);
    expect(await bob.client.getReadonlyApiKeys()).toEqual([]);

    // Bob cannot delete Alice's key; Alice can, once.
    expect(await bob.client.deleteReadonlyApiKey(first.apiKey)).toBe(false);
    expect(await alice.client.deleteReadonlyApiKey(first.apiKey)).toBe(true);
    expect(await alice.client.deleteReadonlyApiKey(first.apiKey)).toBe(false);
    expect(await alice.client.getReadonlyApiKeys()).toEqual([second.apiKey]);
  });

  it('refuses a call without credentials and a deletion without its key', async () => {
    expect(
      (await venue.app.inject({ method: 'GET', url: '/auth/readonly-api-keys' })).statusCode,
    ).toBe(401);
    const creds = await alice.client.deriveApiKey();
    const body = JSON.stringify({});
    const headers = l2Headers(
      { apiKey: creds.key, secret: creds.secret, passphrase: creds.passphrase },
      alice.address,
      'DELETE',
      '/auth/readonly-api-key',
      body,
    );
    const response = await venue.app.inject({
      method: 'DELETE',
      url: '/auth/readonly-api-key',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('key');
  });
});

describe('the ban status', () => {
  it('is never closed-only on the local venue', async () => {
    expect(await alice.client.getClosedOnlyMode()).toEqual({ closed_only: false });
    expect(
      (await venue.app.inject({ method: 'GET', url: '/auth/ban-status/closed-only' })).statusCode,
    ).toBe(401);
  });
});

describe('account calls with a local meaning', () => {
  it('answers zero builder fees, so orders with a builder code are built and placed', async () => {
    const code = '0x' + '42'.repeat(32);
    const fees = await venue.app.inject(`/fees/builder-fees/${code}`);
    expect(fees.json()).toEqual({ builder_maker_fee_rate_bps: 0, builder_taker_fee_rate_bps: 0 });
    const bad = await venue.app.inject('/fees/builder-fees/0x12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('builder_code');

    const order = await alice.client.createAndPostOrder(
      { tokenID: tokenIdOf(204, 0), side: Side.BUY, price: 0.05, size: 5, builderCode: code },
      undefined,
      OrderType.GTC,
    );
    expect(order).toMatchObject({ success: true, status: 'live' });
  });

  it('has no pre-migration orders and no notifications', async () => {
    expect(await alice.client.getPreMigrationOrders()).toEqual([]);
    expect(await alice.client.getNotifications()).toEqual([]);
    expect(await alice.client.dropNotifications({ ids: ['1', '2'] })).toBe('OK');
  });

  it('answers the current balance when asked to refresh allowances', async () => {
    const params = { asset_type: AssetType.COLLATERAL };
    expect(await alice.client.updateBalanceAllowance(params)).toEqual(
      await alice.client.getBalanceAllowance(params),
    );
  });
});
