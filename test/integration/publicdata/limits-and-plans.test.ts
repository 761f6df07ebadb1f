import { afterAll, describe, expect, it } from 'vitest';
import { buildLimitRules, createRateLimiter } from '../../../server/limits/index.js';
import { openDatabase } from '../../../server/storage/index.js';
import type { ActivityQuery } from '../../../server/contract/index.js';
import { activityQuery } from '../../../server/publicdata/activity-feed.js';
import { fillSidesQuery } from '../../../server/publicdata/public-trades.js';
import { startVenue } from '../../support/venue.js';

describe('public-data rate limits', () => {
  it('counts each route against its scopes', async () => {
    const overrides = [
      { scope: 'public-trades', limit: 2 },
      { scope: 'closed-positions', limit: 1 },
      { scope: 'public-data', limit: 5 },
    ];
    const venue = await startVenue(undefined, createRateLimiter(buildLimitRules({ overrides })));
    try {
      const status = async (url: string) => (await venue.app.inject({ url })).statusCode;
      const user = `user=0x${'12'.repeat(20)}`;
      expect([await status('/trades'), await status('/trades'), await status('/trades')]).toEqual([
        200, 200, 429,
      ]);
      expect(await status(`/closed-positions?${user}`)).toBe(200);
      expect(await status(`/closed-positions?${user}`)).toBe(429);
      // The shared scope: 2 trades + 1 closed-positions so far (refusals count against none).
      expect(await status(`/activity?${user}`)).toBe(200);
      expect(await status(`/activity?${user}`)).toBe(200);
      const refused = await venue.app.inject({ url: `/activity?${user}` });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: expect.stringContaining('public-data') });
    } finally {
      await venue.close();
    }
  });
});

describe('rate limits of the public data beyond the specification', () => {
  it('counts /positions against its own scope and every route against public-data', async () => {
    const overrides = [
      { scope: 'positions', limit: 1 },
      { scope: 'public-data', limit: 4 },
    ];
    const venue = await startVenue(undefined, createRateLimiter(buildLimitRules({ overrides })));
    try {
      const status = async (url: string) => (await venue.app.inject({ url })).statusCode;
      const user = `user=0x${'12'.repeat(20)}`;
      expect(await status(`/positions?${user}`)).toBe(200);
      expect(await status(`/positions?${user}`)).toBe(429);
      expect(await status(`/value?${user}`)).toBe(200);
      expect(await status('/oi')).toBe(200);
      expect(await status('/v1/leaderboard')).toBe(200);
      const refused = await venue.app.inject({ url: `/traded?${user}` });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: expect.stringContaining('public-data') });
    } finally {
      await venue.close();
    }
  });
});

describe('public-data query plans', () => {
  const db = openDatabase(':memory:');
  afterAll(() => db.close());
  const plan = ({ sql, params }: { sql: string; params: Record<string, unknown> }) =>
    (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[])
      .map((row) => row.detail)
      .join('\n');
  const activity: ActivityQuery = {
    user: '0x' + '12'.repeat(20),
    limit: 100,
    offset: 0,
    sortBy: 'TIMESTAMP',
    sortDirection: 'DESC',
  };

  it("walks a wallet's fill sides through its account indexes, without sorting", () => {
    const trades = plan(fillSidesQuery({ takerOnly: false, accountId: 7 }, 100, 0));
    expect(trades).toContain('trades_taker_account_time (taker_account_id=?)');
    expect(trades).toContain('trades_maker_account_time (maker_account_id=?)');
    expect(trades).not.toContain('TEMP B-TREE');
  });

  it("walks one market's fills in its index order", () => {
    const trades = plan(fillSidesQuery({ takerOnly: true, marketIds: [204] }, 100, 0));
    expect(trades).toContain('trades_market (market_id=?)');
    expect(trades).not.toContain('TEMP B-TREE');
  });

  it('merges the activity of trades and redemptions by time, without sorting', () => {
    const built = activityQuery({ accountId: 7, startSeconds: 1 }, activity);
    const feed = plan(built ?? { sql: '', params: {} });
    expect(feed).toContain('trades_taker_account_time (taker_account_id=? AND match_time>?)');
    expect(feed).toContain('trades_maker_account_time (maker_account_id=? AND match_time>?)');
    expect(feed).toContain('redemptions_account_time (account_id=? AND redeemed_at>?)');
    expect(feed).not.toContain('TEMP B-TREE');
  });
});
