import { describe, expect, it } from 'vitest';
import {
  buildLimitRules,
  catalogLimits,
  createRateLimiter,
  type LimitDecision,
  type RateLimiter,
} from '../../../server/limits/index.js';

const MARKETS = ['catalog', 'markets', 'listings'];
const EVENTS = ['catalog', 'events', 'listings'];
const SERIES = ['catalog'];

function takeMany(
  limiter: RateLimiter,
  count: number,
  scopes: readonly string[],
  now: number,
  client = 'a',
): LimitDecision[] {
  return Array.from({ length: count }, () => {
    const decision = limiter.take(client, scopes, now);
    if (!decision) throw new Error('no rule applied');
    return decision;
  });
}

const allowedCount = (decisions: LimitDecision[]) => decisions.filter((d) => d.allowed).length;

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('rate limiter on the catalog table', () => {
  it('allows exactly 300 /markets requests in 10 s and refuses the 301st', () => {
    const limiter = createRateLimiter(catalogLimits);
    const start = 1_700_000_000_000;
    for (let index = 0; index < 300; index += 1) {
      const decision = limiter.take('a', MARKETS, start + index * 33);
      expect(decision?.allowed).toBe(true);
      expect(decision?.remaining).toBe(299 - index);
    }
    expect(limiter.take('a', MARKETS, start + 9_999)).toEqual({
      allowed: false,
      scope: 'markets',
      limit: 300,
      windowMs: 10_000,
      remaining: 0,
      resetMs: expect.any(Number),
    });
  });

  it('reports the tightest rule when allowed', () => {
    const limiter = createRateLimiter(catalogLimits);
    const decision = limiter.take('a', MARKETS, 0);
    expect(decision).toMatchObject({ allowed: true, scope: 'markets', limit: 300, remaining: 299 });
    expect(decision?.resetMs).toBeGreaterThan(10_000);
    expect(decision?.resetMs).toBeLessThanOrEqual(10_500);
    expect(limiter.take('a', SERIES, 0)).toMatchObject({ scope: 'catalog', remaining: 3_998 });
    expect(limiter.take('a', ['catalog', 'tags'], 0)).toMatchObject({
      scope: 'tags',
      remaining: 199,
    });
  });

  it('counts /markets and /events in their own scopes and in the combined listings', () => {
    const limiter = createRateLimiter(catalogLimits);
    expect(allowedCount(takeMany(limiter, 300, MARKETS, 0))).toBe(300);
    expect(allowedCount(takeMany(limiter, 500, EVENTS, 0))).toBe(500);
    expect(limiter.take('a', EVENTS, 0)).toMatchObject({ allowed: false, scope: 'events' });
    expect(limiter.take('a', SERIES, 0)).toMatchObject({ allowed: true, remaining: 4_000 - 801 });
  });

  it('refuses the next listing once the combined listings scope is full', () => {
    const rules = buildLimitRules({
      overrides: [
        { scope: 'markets', limit: 600 },
        { scope: 'events', limit: 800 },
      ],
    });
    const limiter = createRateLimiter(rules);
    expect(allowedCount(takeMany(limiter, 300, MARKETS, 0))).toBe(300);
    expect(allowedCount(takeMany(limiter, 600, EVENTS, 0))).toBe(600);
    expect(limiter.take('a', MARKETS, 0)).toMatchObject({
      allowed: false,
      scope: 'listings',
      limit: 900,
    });
    expect(limiter.take('a', EVENTS, 0)).toMatchObject({ allowed: false, scope: 'listings' });
  });

  it('frees capacity as the window slides, exactly when resetMs says', () => {
    const limiter = createRateLimiter(catalogLimits);
    takeMany(limiter, 300, MARKETS, 0);
    const refused = limiter.take('a', MARKETS, 4_000);
    expect(refused?.allowed).toBe(false);
    const resetAt = 4_000 + (refused?.resetMs ?? 0);
    expect(resetAt).toBeGreaterThanOrEqual(10_000);
    expect(resetAt).toBeLessThanOrEqual(10_500);
    expect(limiter.take('a', MARKETS, resetAt - 1)?.allowed).toBe(false);
    expect(limiter.take('a', MARKETS, resetAt)?.allowed).toBe(true);
    expect(allowedCount(takeMany(limiter, 300, MARKETS, resetAt))).toBe(299);
  });

  it('does not count refused requests in any scope', () => {
    const limiter = createRateLimiter(catalogLimits);
    takeMany(limiter, 300, MARKETS, 0);
    expect(allowedCount(takeMany(limiter, 1_000, MARKETS, 1_000))).toBe(0);
    expect(limiter.take('a', SERIES, 1_000)).toMatchObject({ scope: 'catalog', remaining: 3_699 });
    expect(limiter.take('a', EVENTS, 1_000)).toMatchObject({ scope: 'events', remaining: 499 });
    expect(allowedCount(takeMany(limiter, 301, MARKETS, 10_500))).toBe(300);
  });

  it('keeps clients independent', () => {
    const limiter = createRateLimiter(catalogLimits);
    takeMany(limiter, 200, ['catalog', 'tags'], 0, '10.0.0.1');
    expect(limiter.take('10.0.0.1', ['catalog', 'tags'], 0)?.allowed).toBe(false);
    expect(limiter.take('10.0.0.2', ['catalog', 'tags'], 0)).toMatchObject({
      allowed: true,
      remaining: 199,
    });
  });

  it('never allows more than the limit in any span of the window, and lets a slower pace through', () => {
    const limiter = createRateLimiter([{ scope: 's', limit: 50, windowMs: 1_000 }]);
    const next = random(42);
    const allowed: number[] = [];
    let now = 0;
    for (let index = 0; index < 20_000; index += 1) {
      now += Math.floor(next() * 20);
      if (limiter.take('a', ['s'], now)?.allowed) allowed.push(now);
    }
    let first = 0;
    for (let last = 0; last < allowed.length; last += 1) {
      while ((allowed[last] ?? 0) - (allowed[first] ?? 0) >= 1_000) first += 1;
      expect(last - first + 1).toBeLessThanOrEqual(50);
    }
    expect(allowed.length).toBeGreaterThan((now / 1_000) * 45);

    const paced = createRateLimiter([{ scope: 's', limit: 50, windowMs: 1_000 }]);
    for (let time = 0; time < 60_000; time += 23) {
      expect(paced.take('a', ['s'], time)?.allowed).toBe(true);
    }
  });
});

describe('several windows on one scope', () => {
  const rules = [
    { scope: 'order', limit: 5, windowMs: 1_000 },
    { scope: 'order', limit: 12, windowMs: 60_000 },
  ];

  it('enforces both the burst and the sustained window', () => {
    const limiter = createRateLimiter(rules);
    expect(allowedCount(takeMany(limiter, 6, ['order'], 0))).toBe(5);
    expect(limiter.take('a', ['order'], 0)).toMatchObject({ scope: 'order', windowMs: 1_000 });
    expect(allowedCount(takeMany(limiter, 6, ['order'], 1_100))).toBe(5);
    expect(allowedCount(takeMany(limiter, 5, ['order'], 2_200))).toBe(2);
    const sustained = limiter.take('a', ['order'], 3_300);
    expect(sustained).toMatchObject({ allowed: false, windowMs: 60_000, limit: 12 });
    expect(sustained?.resetMs).toBeGreaterThan(55_000);
  });
});

describe('rules and scopes', () => {
  it('ignores scopes that have no rule', () => {
    const limiter = createRateLimiter(catalogLimits);
    expect(limiter.take('a', ['book'], 0)).toBeNull();
    expect(limiter.take('a', ['catalog', 'book'], 0)).toMatchObject({ remaining: 3_999 });
  });

  it('rejects invalid or duplicate rules', () => {
    expect(() => createRateLimiter([{ scope: 's', limit: 0, windowMs: 1_000 }])).toThrow(/limit/);
    expect(() => createRateLimiter([{ scope: 's', limit: 1, windowMs: 0.5 }])).toThrow(/window/);
    expect(() =>
      createRateLimiter([
        { scope: 's', limit: 1, windowMs: 1_000 },
        { scope: 's', limit: 2, windowMs: 1_000 },
      ]),
    ).toThrow(/two rules/);
  });
});

describe('memory', () => {
  it('bounds the tracked clients, forgetting the least recently seen first', () => {
    const limiter = createRateLimiter(catalogLimits, { maxClients: 1_000 });
    takeMany(limiter, 200, ['catalog', 'tags'], 0, 'busy');
    for (let index = 0; index < 20_000; index += 1) {
      limiter.take(`client-${index}`, MARKETS, 1);
      if (index % 500 === 0) limiter.take('busy', SERIES, 1);
    }
    expect(limiter.trackedClients()).toBe(1_000);
    expect(limiter.take('busy', ['catalog', 'tags'], 2)?.allowed).toBe(false);
    expect(limiter.take('client-0', MARKETS, 2)).toMatchObject({ remaining: 299 });
  });

  it('forgets clients once their windows are empty', () => {
    const limiter = createRateLimiter(catalogLimits);
    for (let index = 0; index < 100; index += 1) limiter.take(`client-${index}`, MARKETS, 0);
    expect(limiter.trackedClients()).toBe(100);
    for (let index = 0; index < 4; index += 1) limiter.take('late', SERIES, 10_499);
    expect(limiter.trackedClients()).toBe(101);
    for (let index = 0; index < 4; index += 1) limiter.take('late', SERIES, 10_500);
    expect(limiter.trackedClients()).toBe(1);
  });
});
