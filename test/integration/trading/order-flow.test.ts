import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, TestTrader, type Venue } from '../../support/venue.js';

const YES = tokenIdOf(204, 0);
const NO = tokenIdOf(204, 1);

let venue: Venue;
beforeEach(async () => {
  venue = await startVenue();
});
afterEach(async () => {
  await venue.close();
});

const balance = (address: string) =>
  venue.db
    .prepare('SELECT collateral_micros AS c, reserved_micros AS r FROM accounts WHERE address = ?')
    .get(address.toLowerCase()) as { c: number; r: number };

const shares = (address: string, tokenId: string) =>
  (
    venue.db
      .prepare(
        `SELECT p.size_micros AS size FROM positions p JOIN accounts a ON a.id = p.account_id
         WHERE a.address = ? AND p.token_id = ?`,
      )
      .get(address.toLowerCase(), tokenId) as { size: number } | undefined
  )?.size ?? 0;

describe('POST /order matching and the ledger', () => {
  it('mints a pair when a YES bid meets a NO bid, and records both sides', async () => {
    const alice = await new TestTrader(venue, 'alice').init(100);
    const bob = await new TestTrader(venue, 'bob').init(100);

    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    expect(resting).toMatchObject({ status: 'live', makingAmount: '', takingAmount: '' });
    expect(resting.orderID).toMatch(/^0x[0-9a-f]{64}$/);
    expect(balance(alice.address)).toEqual({ c: 100_000_000, r: 4_000_000 });

    const taker = await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 10 });
    expect(taker).toMatchObject({ status: 'matched', makingAmount: '6', takingAmount: '10' });
    expect(taker.tradeIDs).toHaveLength(1);
    expect(taker.transactionsHashes[0]).toMatch(/^0x[0-9a-f]{64}$/);

    expect(balance(alice.address)).toEqual({ c: 96_000_000, r: 0 });
    expect(balance(bob.address)).toEqual({ c: 94_000_000, r: 0 });
    expect(shares(alice.address, YES)).toBe(10_000_000);
    expect(shares(bob.address, NO)).toBe(10_000_000);
  });

  it('transfers shares at the maker price and merges a YES seller with a NO seller', async () => {
    const alice = await new TestTrader(venue, 'alice').init(100);
    const bob = await new TestTrader(venue, 'bob').init(100);
    const carol = await new TestTrader(venue, 'carol').init(100);
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 10 });

    await alice.place({ tokenId: YES, side: 'SELL', price: 0.5, size: 5 });
    expect(balance(alice.address).r).toBe(0);
    const bought = await carol.place({ tokenId: YES, side: 'BUY', price: 0.55, size: 5 });
    expect(bought).toMatchObject({ status: 'matched', makingAmount: '2.5', takingAmount: '5' });
    expect(balance(carol.address).c).toBe(97_500_000);
    expect(balance(alice.address).c).toBe(98_500_000);

    // Alice's YES ask at 0.3 and Bob's NO ask at 0.7 burn 5 pairs back into collateral.
    await alice.place({ tokenId: YES, side: 'SELL', price: 0.3, size: 5 });
    const merged = await bob.place({ tokenId: NO, side: 'SELL', price: 0.7, size: 5 });
    expect(merged).toMatchObject({ status: 'matched', makingAmount: '5', takingAmount: '3.5' });
    expect(balance(alice.address).c).toBe(100_000_000);
    expect(balance(bob.address).c).toBe(97_500_000);
    expect(shares(alice.address, YES)).toBe(0);
    expect(shares(bob.address, NO)).toBe(5_000_000);
    expect(shares(carol.address, YES)).toBe(5_000_000);
  });

  it('fills a FOK whole or refuses it, and a FAK partly', async () => {
    const alice = await new TestTrader(venue, 'alice').init(100);
    const bob = await new TestTrader(venue, 'bob').init(100);
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });

    const killed = await bob.post({
      tokenId: NO,
      side: 'BUY',
      price: 0.6,
      size: 20,
      orderType: 'FOK',
    });
    expect(killed.status).toBe(400);
    expect(killed.body.error).toMatch(/FOK orders are fully filled or killed/);
    expect(balance(bob.address)).toEqual({ c: 100_000_000, r: 0 });

    const partial = await bob.place({
      tokenId: NO,
      side: 'BUY',
      price: 0.6,
      size: 20,
      orderType: 'FAK',
    });
    expect(partial).toMatchObject({ status: 'matched', takingAmount: '10' });
    expect(balance(bob.address)).toEqual({ c: 94_000_000, r: 0 });
    const open = venue.db.prepare("SELECT count(*) AS n FROM orders WHERE status = 'LIVE'").get();
    expect(open).toEqual({ n: 0 });
  });

  it('cancels the resting order of the same owner instead of trading with itself', async () => {
    const alice = await new TestTrader(venue, 'alice').init(100);
    const first = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    const second = await alice.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 10 });
    expect(second.status).toBe('live');
    const rows = venue.db.prepare('SELECT hash, status FROM orders ORDER BY id').all() as {
      hash: string;
      status: string;
    }[];
    expect(rows).toEqual([
      { hash: first.orderID, status: 'CANCELED' },
      { hash: second.orderID, status: 'LIVE' },
    ]);
    expect(balance(alice.address)).toEqual({ c: 100_000_000, r: 6_000_000 });
  });

  it('posts a batch and answers each order on its own', async () => {
    const alice = await new TestTrader(venue, 'alice').init(10);
    const good = await alice.sign({ tokenId: YES, side: 'BUY', price: 0.2, size: 10 });
    const tooBig = await alice.sign({ tokenId: YES, side: 'BUY', price: 0.5, size: 100 });
    const response = await alice.request('POST', '/orders', [good, tooBig]);
    expect(response.statusCode).toBe(200);
    const [accepted, refused] = response.json();
    expect(accepted).toMatchObject({ success: true, status: 'live' });
    expect(refused).toMatchObject({ success: false, orderID: '' });
    expect(refused.errorMsg).toMatch(/not enough balance/);
  });
});
