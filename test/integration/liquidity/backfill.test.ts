import { afterEach, describe, expect, it } from 'vitest';
import { createBackfill } from '../../../server/liquidity/backfill.js';
import { BACKFILL_MARKER } from '../../../server/liquidity/index.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, TestTrader } from '../../support/venue.js';
import { startLiquidVenue, type LiquidVenue } from './liquid-venue.js';

let lv: LiquidVenue | undefined;
afterEach(async () => {
  await lv?.close();
  lv = undefined;
});

interface Point {
  t: number;
  price_micros: number;
}

const DAY = 86_400;

const pointsOf = (lv: LiquidVenue, tokenId: string): Point[] =>
  lv.venue.db
    .prepare('SELECT t, price_micros FROM price_backfill WHERE token_id = ? ORDER BY t')
    .all(tokenId) as Point[];

const count = (lv: LiquidVenue, sql: string): number =>
  (lv.venue.db.prepare(sql).get() as { n: number }).n;

describe('simulated liquidity: price-history backfill', () => {
  it('writes 30 days of YES and NO points for every quoted market that never traded', async () => {
    // Market 204 last traded at 0.56 on this venue; the others never traded.
    const venue = await startVenue();
    const alice = await new TestTrader(venue, 'alice').init(100);
    const bob = await new TestTrader(venue, 'bob').init(100);
    await alice.place({ tokenId: tokenIdOf(204, 0), side: 'BUY', price: 0.56, size: 10 });
    await bob.place({ tokenId: tokenIdOf(204, 1), side: 'BUY', price: 0.44, size: 10 });
    lv = await startLiquidVenue({ takerChance: 0 }, { venue });
    const nowS = Math.floor(lv.clock.ms / 1000);
    expect(count(lv, 'SELECT COUNT(*) AS n FROM price_backfill')).toBe(0);
    // Written by the ticks, a few tens of markets each, from the clock of the start.
    await lv.run(1);
    const quoted = [201, 202, 203, 205, 206, 207, 208, 209, 210];
    for (const marketId of quoted) {
      const yes = pointsOf(lv, tokenIdOf(marketId, 0));
      const no = pointsOf(lv, tokenIdOf(marketId, 1));
      expect(yes.length).toBeGreaterThan(100);
      expect(no.map((point) => point.t)).toEqual(yes.map((point) => point.t));
      const sums = yes.map((point, i) => point.price_micros + (no[i] as Point).price_micros);
      expect(new Set(sums)).toEqual(new Set([1_000_000]));
      const prices = yes.map((point) => point.price_micros);
      expect(Math.min(...prices)).toBeGreaterThan(0);
      expect(Math.max(...prices)).toBeLessThan(1_000_000);
      // A path, not a constant.
      expect(new Set(prices).size).toBeGreaterThan(10);
      expect(yes[0]?.t).toBeGreaterThanOrEqual(nowS - 30 * DAY);
      expect(yes[0]?.t).toBeLessThan(nowS - 29 * DAY);
      expect(yes.at(-1)?.t).toBe(nowS);
      // Finer over the last day than before it.
      const lastDay = yes.filter((point) => point.t > nowS - DAY).length;
      const dayBefore = yes.filter((p) => p.t > nowS - 2 * DAY && p.t <= nowS - DAY).length;
      expect(lastDay).toBeGreaterThan(2 * dayBefore);
    }
    // A market with real fills has them for its chart: no synthetic path.
    expect(pointsOf(lv, tokenIdOf(204, 0))).toEqual([]);
    // Paths end where the agents start: a guess that keeps the outcomes of a neg-risk event
    // (201-203) summing to about 1.
    const lastPrice = (marketId: number) =>
      (pointsOf(lv!, tokenIdOf(marketId, 0)).at(-1) as Point).price_micros;
    const eventSum = lastPrice(201) + lastPrice(202) + lastPrice(203);
    expect(Math.abs(eventSum - 1_000_000)).toBeLessThanOrEqual(2_000);
    for (const closed of [211, 212]) expect(pointsOf(lv, tokenIdOf(closed, 0))).toEqual([]);
    // A chart aid only: it adds no trades.
    expect(count(lv, 'SELECT COUNT(*) AS n FROM trades')).toBe(1);
  });

  it('ends a market that never traded here at the price the catalog displays for it', async () => {
    const venue = await startVenue();
    const setPrices = venue.db.prepare(
      `UPDATE markets SET best_bid_micros = ?, best_ask_micros = ?, last_trade_price_micros = ?
       WHERE id = ?`,
    );
    // A book wider than 0.10 shows its last trade; a narrow one its midpoint.
    setPrices.run(300_000, 500_000, 700_000, 205);
    setPrices.run(300_000, 360_000, null, 206);
    lv = await startLiquidVenue({ takerChance: 0 }, { venue });
    await lv.run(1);
    const lastPrice = (marketId: number) =>
      pointsOf(lv!, tokenIdOf(marketId, 0)).at(-1)?.price_micros;
    expect(lastPrice(205)).toBe(700_000);
    expect(lastPrice(206)).toBe(330_000);
  });

  it('is written once per data dir: a restart neither rewrites nor extends it', async () => {
    lv = await startLiquidVenue({ takerChance: 0 });
    await lv.run(1);
    const snapshot = () =>
      lv!.venue.db.prepare('SELECT * FROM price_backfill ORDER BY token_id, t').all();
    const before = snapshot();
    const agents = lv.liquidity.agentAddresses();
    lv.liquidity.stop();
    lv.clock.ms += 3 * DAY * 1000;

    const again = lv.restart({}, 99);
    again.start();
    try {
      again.tick();
      expect(snapshot()).toEqual(before);
      expect(
        count(lv, `SELECT COUNT(*) AS n FROM venue_meta WHERE key = '${BACKFILL_MARKER}'`),
      ).toBe(1);
      // The same wallets and API keys for the same data dir.
      expect(again.agentAddresses()).toEqual(agents);
      for (const address of agents) {
        expect(lv.venue.auth.credentials.list(address)).toHaveLength(1);
      }
    } finally {
      again.stop();
    }
  });

  it('resumes an interrupted backfill without writing any market twice', async () => {
    lv = await startLiquidVenue({ takerChance: 0, maxMarkets: 0 });
    const { db } = lv.venue;
    const markets = [201, 204, 205, 206, 208].map((marketId) => ({
      marketId,
      tokens: [{ tokenId: tokenIdOf(marketId, 0) }, { tokenId: tokenIdOf(marketId, 1) }] as const,
      startFair: 0.3,
      tickTicks: 100,
    }));
    const first = createBackfill(db, markets, lv.clock.ms, 1, 2);
    expect(first?.step()).toBe(false);
    const early = pointsOf(lv, tokenIdOf(201, 0));
    expect(early.length).toBeGreaterThan(100);
    expect(pointsOf(lv, tokenIdOf(205, 0))).toEqual([]);

    // The service stopped there; the next start, a day later, completes the rest.
    const second = createBackfill(db, markets, lv.clock.ms + DAY * 1000, 2, 2);
    expect([second?.step(), second?.step(), second?.step()]).toEqual([false, false, true]);
    expect(pointsOf(lv, tokenIdOf(201, 0))).toEqual(early);
    for (const { marketId } of markets) {
      expect(pointsOf(lv, tokenIdOf(marketId, 1)).length).toBe(early.length);
    }
    expect(createBackfill(db, markets, lv.clock.ms, 3, 2)).toBeNull();
  });
});
