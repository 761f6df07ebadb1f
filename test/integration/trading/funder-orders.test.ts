import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, TestTrader, type Venue } from '../../support/venue.js';

const YES = tokenIdOf(204, 0);
const PROXY = '0x' + '9a'.repeat(20);

let venue: Venue;
beforeEach(async () => {
  venue = await startVenue();
});
afterEach(async () => {
  await venue.close();
});

const collateral = (address: string) =>
  (venue.db
    .prepare('SELECT collateral_micros AS c, reserved_micros AS r FROM accounts WHERE address = ?')
    .get(address.toLowerCase()) as { c: number; r: number } | undefined) ?? null;

describe('orders for a funder wallet (signatureType 1 and 2)', () => {
  it('pays from the registered funder, not from the signer', async () => {
    const alice = await new TestTrader(venue, 'alice').init();
    venue.trading.venue.registerFunder(alice.address, PROXY, 1);
    venue.trading.venue.faucet(PROXY, 50_000_000);

    const answer = await alice.place({
      tokenId: YES,
      side: 'BUY',
      price: 0.5,
      size: 10,
      maker: PROXY,
      signatureType: 1,
    });
    expect(answer.status).toBe('live');
    expect(collateral(PROXY)).toEqual({ c: 50_000_000, r: 5_000_000 });
    expect(collateral(alice.address)).toBeNull();
  });

  it("/balance-allowance with signature_type reports the registered funder's balance", async () => {
    const alice = await new TestTrader(venue, 'alice').init(3);
    venue.trading.venue.registerFunder(alice.address, PROXY, 2);
    venue.trading.venue.faucet(PROXY, 40_000_000);
    const balance = async (query: string) =>
      (await alice.request('GET', `/balance-allowance?asset_type=COLLATERAL${query}`)).json();
    expect((await balance('')).balance).toBe('3000000');
    expect((await balance('&signature_type=0')).balance).toBe('3000000');
    expect((await balance('&signature_type=2')).balance).toBe('40000000');
    // No funder of that type: the caller's own wallet.
    expect((await balance('&signature_type=1')).balance).toBe('3000000');

    venue.trading.venue.registerFunder(alice.address, '0x' + '9b'.repeat(20), 2);
    const ambiguous = await alice.request(
      'GET',
      '/balance-allowance?asset_type=COLLATERAL&signature_type=2',
    );
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().error).toMatch(/^signature_type/);
  });

  it('refuses a funder the signer is not registered for, or registered with another type', async () => {
    const alice = await new TestTrader(venue, 'alice').init();
    venue.trading.venue.faucet(PROXY, 50_000_000);
    const params = { tokenId: YES, side: 'BUY' as const, price: 0.5, size: 10, maker: PROXY };
    const unregistered = await alice.post({ ...params, signatureType: 1 });
    expect(unregistered.status).toBe(400);
    expect(unregistered.body.error).toMatch(/not registered as controlling order.maker/);

    venue.trading.venue.registerFunder(alice.address, PROXY, 2);
    const wrongType = await alice.post({ ...params, signatureType: 1 });
    expect(wrongType.status).toBe(400);
    expect((await alice.post({ ...params, signatureType: 2 })).status).toBe(200);
  });

  it('an EOA order (type 0) must have maker = signer', async () => {
    const alice = await new TestTrader(venue, 'alice').init(10);
    const mismatch = await alice.post({
      tokenId: YES,
      side: 'BUY',
      price: 0.5,
      size: 10,
      maker: PROXY,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toMatch(/maker must equal order.signer/);
  });
});
