import { describe, expect, it } from 'vitest';
import {
  buildLimitRules,
  catalogLimits,
  createRateLimiter,
  defaultLimits,
  orderBookReadLimits,
  parseLimitOverride,
} from '../../../server/limits/index.js';

const limitOf = (rules: { scope: string; limit: number }[], scope: string) =>
  rules.find((rule) => rule.scope === scope)?.limit;

describe('the order-book reads table', () => {
  it('holds the specification values over 10 s windows', () => {
    expect(
      Object.fromEntries(
        orderBookReadLimits.map((rule) => [rule.scope, [rule.limit, rule.windowMs]]),
      ),
    ).toEqual({
      'order-book': [5_000, 10_000],
      'ok-root': [50, 10_000],
      book: [200, 10_000],
      books: [80, 10_000],
      price: [200, 10_000],
      prices: [80, 10_000],
      midpoint: [200, 10_000],
      'prices-history': [100, 10_000],
      'batch-prices-history': [80, 10_000],
      'data-trades': [150, 10_000],
    });
  });

  it('is enforced by default beside the catalog table, no scope shared between them', () => {
    expect(defaultLimits).toEqual(expect.arrayContaining([...orderBookReadLimits]));
    const catalogScopes = new Set(catalogLimits.map((rule) => rule.scope));
    expect(orderBookReadLimits.filter((rule) => catalogScopes.has(rule.scope))).toEqual([]);
    expect(() => createRateLimiter(buildLimitRules())).not.toThrow();
  });

  it('scales and overrides its scopes like any other', () => {
    expect(limitOf(buildLimitRules({ scale: 2 }), 'order-book')).toBe(10_000);
    const overrides = ['order-book=7', 'batch-prices-history@10s=3', 'ok-root=1'].map(
      parseLimitOverride,
    );
    expect(overrides).toEqual([
      { scope: 'order-book', limit: 7 },
      { scope: 'batch-prices-history', windowMs: 10_000, limit: 3 },
      { scope: 'ok-root', limit: 1 },
    ]);
    const rules = buildLimitRules({ overrides });
    expect(limitOf(rules, 'order-book')).toBe(7);
    expect(limitOf(rules, 'batch-prices-history')).toBe(3);
    expect(limitOf(rules, 'ok-root')).toBe(1);
    expect(limitOf(rules, 'book')).toBe(200);
  });
});
