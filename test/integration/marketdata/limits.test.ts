import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter, type LimitRule } from '../../../server/limits/index.js';
import { startVenue, type Venue } from '../../support/venue.js';
import { YES } from './book-helpers.js';

let venue: Venue | undefined;
afterEach(async () => {
  await venue?.close();
  venue = undefined;
});

const rule = (scope: string, limit: number): LimitRule => ({ scope, limit, windowMs: 10_000 });

const requests = {
  book: { method: 'GET', url: `/book?token_id=${YES}` },
  books: { method: 'POST', url: '/books', payload: [{ token_id: YES }] },
  price: { method: 'GET', url: `/price?token_id=${YES}&side=BUY` },
  prices: { method: 'POST', url: '/prices', payload: [{ token_id: YES, side: 'BUY' }] },
  midpoint: { method: 'GET', url: `/midpoint?token_id=${YES}` },
  'prices-history': { method: 'GET', url: `/prices-history?market=${YES}` },
  'batch-prices-history': {
    method: 'POST',
    url: '/batch-prices-history',
    payload: { markets: [YES] },
  },
} as const;

const others = [
  { method: 'POST', url: '/midpoints', payload: [{ token_id: YES }] },
  { method: 'GET', url: `/spread?token_id=${YES}` },
  { method: 'POST', url: '/spreads', payload: [{ token_id: YES }] },
  { method: 'GET', url: `/last-trade-price?token_id=${YES}` },
  { method: 'POST', url: '/last-trades-prices', payload: [{ token_id: YES }] },
] as const;

describe('order-book read limits', () => {
  it('counts each route against its own row of the table', async () => {
    const scopes = Object.keys(requests);
    venue = await startVenue(undefined, createRateLimiter(scopes.map((scope) => rule(scope, 1))));
    for (const [scope, request] of Object.entries(requests)) {
      const first = await venue.app.inject(request);
      expect(first.statusCode, scope).not.toBe(429);
      expect(first.headers['ratelimit-limit'], scope).toBe('1');
      const second = await venue.app.inject(request);
      expect(second.statusCode, scope).toBe(429);
      expect(second.json().error, scope).toMatch(new RegExp(`^rate limit exceeded for ${scope};`));
    }
    // The routes without a row of their own are only under the combined cap.
    for (const request of others) {
      for (let i = 0; i < 2; i++) {
        const response = await venue.app.inject(request);
        expect(response.statusCode, request.url).not.toBe(429);
        expect(response.headers['ratelimit-limit'], request.url).toBeUndefined();
      }
    }
  });

  it('caps every order-book route together', async () => {
    venue = await startVenue(undefined, createRateLimiter([rule('order-book', 12)]));
    for (const request of [...Object.values(requests), ...others]) {
      expect((await venue.app.inject(request)).statusCode, request.url).not.toBe(429);
    }
    const refused = await venue.app.inject(requests.book);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^rate limit exceeded for order-book;/);
  });
});
