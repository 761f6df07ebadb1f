import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, TestTrader, type Venue } from '../../support/venue.js';

const YES = tokenIdOf(204, 0);
const NO = tokenIdOf(204, 1);

let clock = Date.now();
let venue: Venue;
beforeEach(async () => {
  clock = Date.now();
  venue = await startVenue(() => clock);
});
afterEach(async () => {
  await venue.close();
});

const account = (address: string) =>
  venue.db
    .prepare('SELECT collateral_micros AS c, reserved_micros AS r FROM accounts WHERE address = ?')
    .get(address.toLowerCase()) as { c: number; r: number };

const position = (address: string, tokenId: string) =>
  venue.db
    .prepare(
      `SELECT p.size_micros AS size, p.realized_pnl_micros AS pnl FROM positions p
       JOIN accounts a ON a.id = p.account_id WHERE a.address = ? AND p.token_id = ?`,
    )
    .get(address.toLowerCase(), tokenId) as { size: number; pnl: number };

describe('faucet', () => {
  it('credits paper collateral and answers the new balance', () => {
    const address = '0x' + 'ab'.repeat(20);
    expect(venue.trading.venue.faucet(address, 5_000_000)).toEqual({
      address,
      balanceMicros: 5_000_000,
    });
    expect(venue.trading.venue.faucet(address, 1_500_000).balanceMicros).toBe(6_500_000);
    expect(() => venue.trading.venue.faucet('nope', 1)).toThrow(/address/);
    expect(() => venue.trading.venue.faucet(address, 0)).toThrow(/amount/);
  });
});

describe('resolution', () => {
  it('cancels open orders, redeems winners at 1 and losers at 0, and closes the market', async () => {
    const alice = await new TestTrader(venue, 'alice').init(100);
    const bob = await new TestTrader(venue, 'bob').init(100);
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 10 });
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.3, size: 10 });
    expect(account(alice.address)).toEqual({ c: 96_000_000, r: 3_000_000 });

    const summary = venue.trading.venue.resolve(conditionIdOf(204), 0);
    expect(summary).toEqual({
      conditionId: conditionIdOf(204),
      winningOutcomeIndex: 0,
      cancelledOrders: 1,
      settledPositions: 2,
      redeemedMicros: 10_000_000,
    });
    expect(account(alice.address)).toEqual({ c: 106_000_000, r: 0 });
    expect(account(bob.address)).toEqual({ c: 94_000_000, r: 0 });
    expect(position(alice.address, YES)).toEqual({ size: 0, pnl: 6_000_000 });
    expect(position(bob.address, NO)).toEqual({ size: 0, pnl: -6_000_000 });

    const market = await venue.app.inject('/markets/204');
    expect(market.json()).toMatchObject({ closed: true, acceptingOrders: false });
    const late = await alice.post({ tokenId: YES, side: 'BUY', price: 0.5, size: 10 });
    expect(late).toMatchObject({ status: 400, body: { error: 'market is closed' } });
    expect(() => venue.trading.venue.resolve(conditionIdOf(204), 1)).toThrow(/already resolved/);
  });

  it('refuses an unknown market or an outcome index other than 0 and 1', () => {
    expect(() => venue.trading.venue.resolve('0x' + '12'.repeat(32), 0)).toThrow(/not found/);
    expect(() => venue.trading.venue.resolve(conditionIdOf(204), 2)).toThrow(/0 or 1/);
  });
});

describe('GTD expiry', () => {
  it('an expired GTD order leaves the book and releases its reservation', async () => {
    const alice = await new TestTrader(venue, 'alice').init(100);
    const expiration = Math.floor(clock / 1000) + 120;
    const { orderID } = await alice.place({
      tokenId: YES,
      side: 'BUY',
      price: 0.4,
      size: 10,
      orderType: 'GTD',
      expiration,
    });
    expect(account(alice.address).r).toBe(4_000_000);
    venue.trading.sweep(expiration * 1000 - 1);
    expect(account(alice.address).r).toBe(4_000_000);
    venue.trading.sweep(expiration * 1000);
    expect(account(alice.address).r).toBe(0);
    const row = venue.db.prepare('SELECT status FROM orders WHERE hash = ?').get(orderID);
    expect(row).toEqual({ status: 'CANCELED' });
  });
});
