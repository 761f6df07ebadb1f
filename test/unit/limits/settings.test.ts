import { describe, expect, it } from 'vitest';
import {
  buildLimitRules,
  catalogLimits,
  defaultLimits,
  parseLimitOverride,
} from '../../../server/limits/index.js';

const limitOf = (rules: { scope: string; limit: number }[], scope: string) =>
  rules.find((rule) => rule.scope === scope)?.limit;

describe('the catalog table', () => {
  it('holds the specification values over 10 s windows', () => {
    expect(
      Object.fromEntries(catalogLimits.map((rule) => [rule.scope, [rule.limit, rule.windowMs]])),
    ).toEqual({
      catalog: [4_000, 10_000],
      events: [500, 10_000],
      markets: [300, 10_000],
      listings: [900, 10_000],
      tags: [200, 10_000],
      'public-search': [350, 10_000],
    });
    expect(defaultLimits).toEqual(expect.arrayContaining([...catalogLimits]));
  });
});

describe('buildLimitRules', () => {
  it('returns the default tables unchanged without settings', () => {
    expect(buildLimitRules()).toEqual(defaultLimits);
  });

  it('scales every limit, rounding to at least 1', () => {
    const rules = buildLimitRules({ scale: 0.5 });
    expect(limitOf(rules, 'markets')).toBe(150);
    expect(limitOf(rules, 'catalog')).toBe(2_000);
    expect(limitOf(buildLimitRules({ scale: 0.0001 }), 'tags')).toBe(1);
  });

  it('applies absolute overrides after scaling, per scope or per window', () => {
    const tables = [
      { scope: 'order', limit: 2_400, windowMs: 10_000 },
      { scope: 'order', limit: 24_000, windowMs: 600_000 },
      { scope: 'tags', limit: 200, windowMs: 10_000 },
    ];
    const rules = buildLimitRules(
      { scale: 2, overrides: [{ scope: 'order', windowMs: 600_000, limit: 30_000 }] },
      tables,
    );
    expect(rules.map((rule) => rule.limit)).toEqual([4_800, 30_000, 400]);
    const both = buildLimitRules({ overrides: [{ scope: 'order', limit: 7 }] }, tables);
    expect(both.map((rule) => rule.limit)).toEqual([7, 7, 200]);
    expect(tables[0]?.limit).toBe(2_400);
  });

  it('rejects an unknown scope, a bad limit and a bad scale', () => {
    expect(() => buildLimitRules({ overrides: [{ scope: 'nope', limit: 5 }] })).toThrow(
      /no rate-limit rule for nope; scopes: catalog, events/,
    );
    expect(() =>
      buildLimitRules({ overrides: [{ scope: 'tags', windowMs: 60_000, limit: 5 }] }),
    ).toThrow(/tags over 60000 ms/);
    expect(() => buildLimitRules({ overrides: [{ scope: 'tags', limit: 0 }] })).toThrow(
      /positive integer/,
    );
    expect(() => buildLimitRules({ scale: 0 })).toThrow(/scale/);
    expect(() => buildLimitRules({ scale: Number.NaN })).toThrow(/scale/);
  });
});

describe('parseLimitOverride', () => {
  it('reads scope=limit and scope@window=limit', () => {
    expect(parseLimitOverride('markets=600')).toEqual({ scope: 'markets', limit: 600 });
    expect(parseLimitOverride('public-search=10')).toEqual({ scope: 'public-search', limit: 10 });
    expect(parseLimitOverride('order@10m=30000')).toEqual({
      scope: 'order',
      windowMs: 600_000,
      limit: 30_000,
    });
    expect(parseLimitOverride('order@10s=1')).toMatchObject({ windowMs: 10_000 });
    expect(parseLimitOverride('order@500ms=1')).toMatchObject({ windowMs: 500 });
  });

  it('rejects anything else, quoting the text', () => {
    for (const text of ['markets', 'markets=', 'markets=-1', 'markets=1.5', 'order@10h=1', '=5']) {
      expect(() => parseLimitOverride(text)).toThrow(`"${text}"`);
    }
  });
});
