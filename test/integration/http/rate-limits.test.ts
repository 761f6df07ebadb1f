import { afterEach, describe, expect, it } from 'vitest';
import {
  catalogLimits,
  createRateLimiter,
  type LimitRule,
  type RateLimiter,
} from '../../../server/limits/index.js';
import { startTestService, type TestService } from '../../support/app.js';

let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function serve(limiter: RateLimiter | null): Promise<TestService> {
  service = await startTestService(undefined, { limiter });
  return service;
}

const limitedTo = (rules: LimitRule[]) => createRateLimiter(rules);

describe('rate limits over HTTP', () => {
  it('sends the RateLimit headers and refuses with 429 JSON and Retry-After', async () => {
    const { app } = await serve(limitedTo([{ scope: 'catalog', limit: 3, windowMs: 10_000 }]));
    for (const remaining of [2, 1, 0]) {
      const response = await app.inject('/series');
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe('3');
      expect(response.headers['ratelimit-remaining']).toBe(String(remaining));
      expect(response.headers['ratelimit-policy']).toBe('3;w=10');
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(10);
      expect(Number(response.headers['ratelimit-reset'])).toBeLessThanOrEqual(11);
    }
    const refused = await app.inject('/series');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(/^rate limit exceeded for catalog; retry in \d+ s$/),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(10);
    expect(retryAfter).toBeLessThanOrEqual(11);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['ratelimit-reset']).toBe(String(retryAfter));
  });

  it('counts each remote address on its own and malformed requests too', async () => {
    const { app } = await serve(limitedTo([{ scope: 'catalog', limit: 2, windowMs: 10_000 }]));
    expect((await app.inject('/series?limit=0')).statusCode).toBe(400);
    expect((await app.inject('/series')).statusCode).toBe(200);
    expect((await app.inject('/series')).statusCode).toBe(429);
    const other = await app.inject({ url: '/series', remoteAddress: '10.0.0.2' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['ratelimit-remaining']).toBe('1');
  });

  it('binds the scope that is full, event and market listings sharing one', async () => {
    const { app } = await serve(
      limitedTo([
        { scope: 'markets', limit: 2, windowMs: 10_000 },
        { scope: 'listings', limit: 3, windowMs: 10_000 },
      ]),
    );
    for (let index = 0; index < 2; index += 1) {
      expect((await app.inject('/markets')).statusCode).not.toBe(429);
    }
    expect((await app.inject('/markets')).json().error).toMatch(/for markets;/);
    expect((await app.inject('/events')).statusCode).not.toBe(429);
    const events = await app.inject('/events');
    expect(events.statusCode).toBe(429);
    expect(events.json().error).toMatch(/for listings;/);
    expect(events.headers['ratelimit-limit']).toBe('3');
  });

  it('leaves routes alone that name no limited scope', async () => {
    const { app } = await serve(limitedTo([{ scope: 'tags', limit: 1, windowMs: 10_000 }]));
    for (let index = 0; index < 5; index += 1) {
      for (const url of ['/version', '/series']) {
        const response = await app.inject(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['ratelimit-limit']).toBeUndefined();
      }
    }
  });

  it('never throttles without a limiter', async () => {
    const { app } = await serve(null);
    for (let index = 0; index < 250; index += 1) {
      const response = await app.inject('/tags');
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('applies the catalog table: 200 GET /tags in 10 s, the 201st refused', async () => {
    const { app } = await serve(createRateLimiter(catalogLimits));
    for (let index = 0; index < 200; index += 1) {
      const response = await app.inject('/tags');
      expect(response.statusCode).toBe(200);
    }
    const refused = await app.inject('/tags');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['ratelimit-policy']).toBe('200;w=10');
    expect(refused.json().error).toMatch(/for tags;/);
    const series = await app.inject('/series');
    expect(series.statusCode).toBe(200);
    expect(series.headers['ratelimit-remaining']).toBe(String(4_000 - 201));
  });
});
