import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../../server/liquidity/options.js';
import { createRateLimiter, type RateLimiter } from '../../../server/limits/index.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, TestTrader } from '../../support/venue.js';
import { startLiquidVenue, type LiquidVenue } from './liquid-venue.js';

let lv: LiquidVenue | undefined;
afterEach(async () => {
  await lv?.close();
  lv = undefined;
});

/** A limiter that records what was asked of it and what it refused. */
function recordingLimiter(limit: number) {
  const inner = createRateLimiter([
    { scope: 'order', limit, windowMs: 10_000 },
    { scope: 'cancel', limit: 1_000, windowMs: 10_000 },
  ]);
  const scopes = new Set<string>();
  const refused = new Map<string, number>();
  const limiter: RateLimiter = {
    take(client, asked, now) {
      scopes.add(asked.join(','));
      const decision = inner.take(client, asked, now);
      if (decision && !decision.allowed) refused.set(client, (refused.get(client) ?? 0) + 1);
      return decision;
    },
  };
  return { limiter, scopes, refused };
}

describe('simulated liquidity: rate limits', () => {
  it('counts agents against the trading-write scopes and holds back an agent that goes too fast', async () => {
    const recorded = recordingLimiter(2);
    // Lively fair values, so the agents requote (and cancel) within the first ticks.
    lv = await startLiquidVenue({ takerChance: 0, volatility: 2 }, { limiter: recorded.limiter });
    const agents = lv.liquidity.agentAddresses();
    // Each agent makes two or three of the ten markets: the third ladder is refused.
    await lv.run(6);
    expect(recorded.scopes).toEqual(new Set(['order', 'cancel']));
    for (const agent of agents) expect(lv.requests.get(agent) ?? 0).toBeLessThanOrEqual(2);
    expect(lv.liquidity.stats().throttled).toBeGreaterThan(0);
    // Refused once, the agent waits out the window instead of asking again every tick.
    for (const count of recorded.refused.values()) expect(count).toBe(1);

    const before = agents.map((agent) => lv!.requests.get(agent) ?? 0);
    await lv.run(10);
    const after = agents.map((agent) => lv!.requests.get(agent) ?? 0);
    expect(after.some((count, i) => count > (before[i] as number))).toBe(true);
    for (const agent of agents) expect(lv.requests.get(agent) ?? 0).toBeLessThanOrEqual(4);
  });

  it('lets the agents quote freely under the default limits', async () => {
    const recorded = recordingLimiter(2_400);
    lv = await startLiquidVenue({ takerChance: 1 }, { limiter: recorded.limiter });
    await lv.run(5);
    expect(recorded.refused.size).toBe(0);
    expect(lv.liquidity.stats()).toMatchObject({ throttled: 0, ordersRefused: 0 });
    expect(lv.liquidity.stats().quotedMarkets).toBe(10);
  });
});

describe('simulated liquidity: cleaning up past the limiter', () => {
  it('stop cancels every quote even while the limiter holds the agents back', async () => {
    const recorded = recordingLimiter(1);
    lv = await startLiquidVenue({ takerChance: 0 }, { limiter: recorded.limiter });
    const agents = lv.liquidity.agentAddresses();
    await lv.run(3);
    // Every agent quoted one market, was refused the next and now waits out the window.
    expect([...recorded.refused.keys()].sort()).toEqual([...agents].sort());
    const { db, trading } = lv.venue;
    const liveAgentOrders = () =>
      (
        db
          .prepare(
            `SELECT COUNT(*) AS n FROM orders WHERE status = 'LIVE'
             AND owner_address IN (${agents.map(() => '?').join(', ')})`,
          )
          .get(...agents) as { n: number }
      ).n;
    // Four ladders: every level on both sides, less any a fair value near 0 or 1 leaves out.
    expect(liveAgentOrders()).toBeGreaterThan(4 * DEFAULT_OPTIONS.levels);
    expect(liveAgentOrders()).toBeLessThanOrEqual(4 * 2 * DEFAULT_OPTIONS.levels);

    lv.liquidity.stop();
    await trading.committed();
    expect(liveAgentOrders()).toBe(0);
  });
});

describe('simulated liquidity: one limiter shared with the HTTP service', () => {
  it('keeps the agents (by address) and HTTP clients (by IP) on budgets of their own', async () => {
    const limiter = createRateLimiter([
      { scope: 'order', limit: 2, windowMs: 60_000 },
      { scope: 'cancel', limit: 1_000, windowMs: 60_000 },
    ]);
    // The HTTP layer counts on the wall clock: so does the agents' clock here.
    const venue = await startVenue(undefined, limiter);
    lv = await startLiquidVenue({ takerChance: 0 }, { venue, limiter, startMs: Date.now() });
    await lv.run(3);
    // Four agents, ten markets: the agents with a third market were held back.
    const stats = lv.liquidity.stats();
    expect(stats.throttled).toBe(2);
    expect(stats.quotedMarkets).toBe(8);

    const alice = await new TestTrader(venue, 'alice').init(100);
    const order = { tokenId: tokenIdOf(204, 0), side: 'BUY' as const, price: 0.02, size: 5 };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await alice.post(order)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
