import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, withAliceAndBob, type TestTrader, type Venue } from '../../support/venue.js';

const YES = tokenIdOf(204, 0);
const OTHER_YES = tokenIdOf(205, 0);

let venue: Venue;
let alice: TestTrader;
let bob: TestTrader;
beforeEach(async () => ({ venue, alice, bob } = await withAliceAndBob(startVenue())));
afterEach(() => venue.close());

const reserved = (address: string) =>
  (
    venue.db
      .prepare('SELECT reserved_micros AS r FROM accounts WHERE address = ?')
      .get(address.toLowerCase()) as { r: number }
  ).r;

const statusOf = (hash: string) =>
  (venue.db.prepare('SELECT status FROM orders WHERE hash = ?').get(hash) as { status: string })
    .status;

describe('cancels', () => {
  it("DELETE /order cancels the caller's order, releases its reservation and takes it off the book", async () => {
    const { orderID } = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    expect(reserved(alice.address)).toBe(4_000_000);

    const response = await alice.request('DELETE', '/order', { orderID });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ canceled: [orderID], not_canceled: {} });
    expect(reserved(alice.address)).toBe(0);
    expect(statusOf(orderID)).toBe('CANCELED');

    // Off the book: a crossing order rests instead of matching.
    const crossing = await bob.place({
      tokenId: tokenIdOf(204, 1),
      side: 'BUY',
      price: 0.6,
      size: 10,
    });
    expect(crossing.status).toBe('live');

    const again = await alice.request('DELETE', '/order', { orderID });
    expect(again.json()).toEqual({
      canceled: [],
      not_canceled: { [orderID]: 'Order already canceled' },
    });
  });

  it('another key cannot cancel an order; unknown ids are reported', async () => {
    const { orderID } = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    const response = await bob.request('DELETE', '/orders', [orderID, '0xdead']);
    expect(response.json()).toEqual({
      canceled: [],
      not_canceled: { [orderID]: 'Order not found', '0xdead': 'Order not found' },
    });
    expect(statusOf(orderID)).toBe('LIVE');
  });

  it('DELETE /orders, /cancel-market-orders and /cancel-all', async () => {
    const a = await alice.place({ tokenId: YES, side: 'BUY', price: 0.3, size: 10 });
    const b = await alice.place({ tokenId: YES, side: 'BUY', price: 0.31, size: 10 });
    const c = await alice.place({ tokenId: OTHER_YES, side: 'BUY', price: 0.2, size: 10 });
    const d = await alice.place({ tokenId: OTHER_YES, side: 'BUY', price: 0.21, size: 10 });
    const e = await alice.place({ tokenId: tokenIdOf(206, 0), side: 'BUY', price: 0.1, size: 10 });
    const bobs = await bob.place({ tokenId: YES, side: 'BUY', price: 0.3, size: 10 });

    const batch = await alice.request('DELETE', '/orders', [a.orderID]);
    expect(batch.json().canceled).toEqual([a.orderID]);

    const byMarket = await alice.request('DELETE', '/cancel-market-orders', {
      market: conditionIdOf(205),
    });
    expect(byMarket.json().canceled.sort()).toEqual([c.orderID, d.orderID].sort());

    const byAsset = await alice.request('DELETE', '/cancel-market-orders', { asset_id: YES });
    expect(byAsset.json().canceled).toEqual([b.orderID]);

    const all = await alice.request('DELETE', '/cancel-all');
    expect(all.json()).toEqual({ canceled: [e.orderID], not_canceled: {} });
    expect(reserved(alice.address)).toBe(0);
    expect(statusOf(bobs.orderID)).toBe('LIVE');
  });

  it('a matched order cannot be cancelled', async () => {
    const { orderID } = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    await bob.place({ tokenId: tokenIdOf(204, 1), side: 'BUY', price: 0.6, size: 10 });
    const response = await alice.request('DELETE', '/order', { orderID });
    expect(response.json().not_canceled).toEqual({ [orderID]: 'Order already matched' });
  });

  it('refuses a cancel without L2 or with a malformed body', async () => {
    const noAuth = await venue.app.inject({ method: 'DELETE', url: '/cancel-all' });
    expect(noAuth.statusCode).toBe(401);
    const badBody = await alice.request('DELETE', '/order', { id: 'x' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().error).toMatch(/orderID/);
  });
});
