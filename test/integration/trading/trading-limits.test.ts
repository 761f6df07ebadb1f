import { afterEach, describe, expect, it } from 'vitest';
import {
  createRateLimiter,
  defaultLimits,
  tradingWriteLimits,
  type LimitRule,
} from '../../../server/limits/index.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, TestTrader, type Venue } from '../../support/venue.js';

const YES = tokenIdOf(204, 0);
let venue: Venue | undefined;
afterEach(async () => {
  await venue?.close();
  venue = undefined;
});

async function limitedVenue(rules: readonly LimitRule[]) {
  venue = await startVenue(undefined, createRateLimiter(rules));
  return { venue, alice: await new TestTrader(venue, 'alice').init(100) };
}

const orderCount = () =>
  (venue!.db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n;

describe('trading-write limits', () => {
  it("are the specification's burst and sustained windows for orders and cancels", () => {
    expect(tradingWriteLimits).toEqual([
      { scope: 'order', limit: 2_400, windowMs: 10_000 },
      { scope: 'order', limit: 24_000, windowMs: 600_000 },
      { scope: 'cancel', limit: 2_400, windowMs: 10_000 },
      { scope: 'cancel', limit: 24_000, windowMs: 600_000 },
    ]);
    expect(defaultLimits).toEqual(expect.arrayContaining([...tradingWriteLimits]));
  });

  it('refuse POST /order past the burst window with 429 JSON, and the order is not placed', async () => {
    const { alice } = await limitedVenue([
      { scope: 'order', limit: 2, windowMs: 10_000 },
      { scope: 'order', limit: 100, windowMs: 600_000 },
    ]);
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.1, size: 10 });
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.11, size: 10 });
    const refused = await alice.post({ tokenId: YES, side: 'BUY', price: 0.12, size: 10 });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/rate limit exceeded for order/);
    expect(orderCount()).toBe(2);
  });

  it('apply the sustained window too, and count cancels on their own scope', async () => {
    const { alice } = await limitedVenue([
      { scope: 'order', limit: 100, windowMs: 10_000 },
      { scope: 'order', limit: 1, windowMs: 600_000 },
      { scope: 'cancel', limit: 1, windowMs: 10_000 },
    ]);
    const { orderID } = await alice.place({ tokenId: YES, side: 'BUY', price: 0.1, size: 10 });
    const second = await alice.post({ tokenId: YES, side: 'BUY', price: 0.11, size: 10 });
    expect(second.status).toBe(429);
    expect((await alice.request('DELETE', '/order', { orderID })).statusCode).toBe(200);
    const again = await alice.request('DELETE', '/cancel-all');
    expect(again.statusCode).toBe(429);
  });

  it('GET / counts against the order-book reads (50 / 10 s)', async () => {
    venue = await startVenue(undefined, createRateLimiter(defaultLimits));
    for (let i = 0; i < 50; i++) expect((await venue.app.inject('/')).statusCode).toBe(200);
    expect((await venue.app.inject('/')).statusCode).toBe(429);
    expect((await venue.app.inject('/ok')).statusCode).toBe(200);
  });
});
