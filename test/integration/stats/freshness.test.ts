import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMarketStatistics } from '../../../server/marketdata/index.js';
import {
  startVenue,
  statisticsRolled,
  withAliceAndBob,
  type TestTrader,
  type Venue,
} from '../../support/venue.js';
import {
  catalogEvent,
  catalogMarket,
  CONDITION,
  getJson,
  MARKET,
  NO,
  YES,
} from './stats-support.js';

let venue: Venue;
let alice: TestTrader;
let bob: TestTrader;
beforeEach(async () => ({ venue, alice, bob } = await withAliceAndBob(startVenue())));
afterEach(() => venue.close());

/** Counts the writes of market 204's best bid from now on. */
function countBestBidWrites(): () => number {
  venue.db.exec(`CREATE TEMP TABLE bid_writes (n INTEGER);
    CREATE TEMP TRIGGER count_bid_writes AFTER UPDATE OF best_bid_micros ON main.markets
    WHEN new.id = ${MARKET} BEGIN INSERT INTO bid_writes VALUES (1); END;`);
  return () => venue.db.prepare('SELECT COUNT(*) FROM bid_writes').pluck().get() as number;
}

describe('keeping the statistics fresh', () => {
  it('writes a changed market by itself, within about a second', async () => {
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.3, size: 5 });
    await sleep(1_100);
    expect((await catalogMarket(venue)).bestBid).toBe(0.3);
  });

  it('batches the changes of a burst into one write per flush interval', async () => {
    venue.marketStats.close();
    const stats = startMarketStatistics({
      db: venue.db,
      catalog: venue.catalog,
      trading: venue.trading,
      flushIntervalMs: 60_000,
    });
    try {
      const writes = countBestBidWrites();
      for (const price of [0.3, 0.31, 0.32, 0.33, 0.34]) {
        await alice.place({ tokenId: YES, side: 'BUY', price, size: 5 });
      }
      await sleep(50);
      // The first change was written at once; the others wait for the interval (or a flush).
      expect(writes()).toBe(1);
      expect((await catalogMarket(venue)).bestBid).toBeLessThan(0.34);
      expect(stats.flush()).toBe(1);
      expect(writes()).toBe(2);
      expect((await catalogMarket(venue)).bestBid).toBe(0.34);
    } finally {
      stats.close();
    }
  });

  it('resets figures the venue did not compute when it starts', async () => {
    const market = await catalogMarket(venue, 201);
    expect(market).toMatchObject({
      outcomePrices: '["0.5","0.5"]',
      volume: '0',
      volume24hr: 0,
      liquidity: '0',
      competitive: 0,
    });
    expect(market.bestBid).toBeUndefined();
    expect(market.lastTradePrice).toBeUndefined();
    expect(await getJson(venue, '/events/101')).toMatchObject({ volume: 0, liquidity: 0 });
  });

  it('recomputes the markets the venue trades from its fills and books on a restart', async () => {
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 });
    venue.marketStats.close();
    venue.db.exec(`UPDATE markets SET volume_micros = 0, best_bid_micros = NULL,
      last_trade_price_micros = NULL, liquidity_micros = 0 WHERE id = ${MARKET}`);
    const restarted = startMarketStatistics({
      db: venue.db,
      catalog: venue.catalog,
      trading: venue.trading,
    });
    try {
      await statisticsRolled(restarted);
      expect(await catalogMarket(venue)).toMatchObject({
        bestBid: 0.4,
        lastTradePrice: 0.4,
        volumeNum: 3,
        liquidityNum: 2,
      });
    } finally {
      restarted.close();
    }
  });

  it('keeps the prices of a resolved market, empties its book and pays its winner', async () => {
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 });
    venue.marketStats.flush();
    const open = await catalogMarket(venue);
    expect(open).toMatchObject({ liquidityNum: 2, bestBid: 0.4, lastTradePrice: 0.4 });
    expect(open.bestAsk).toBeUndefined();
    // Five pairs were minted: five complete sets are outstanding.
    expect((await catalogEvent(venue)).openInterest).toBe(5);

    venue.trading.venue.resolve(CONDITION, 0);
    await venue.trading.committed();
    venue.marketStats.flush();
    const market = await catalogMarket(venue);
    expect(market).toMatchObject({ outcomePrices: '["1","0"]', liquidityNum: 0, volumeNum: 3 });
    expect(market).toMatchObject({ bestBid: 0.4, lastTradePrice: 0.4, closed: true });
    expect(market).toMatchObject({ umaResolutionStatus: 'resolved' });
    expect(market.oneDayPriceChange).toBe(open.oneDayPriceChange);
    // Every position was redeemed: nothing is outstanding any more.
    expect((await catalogEvent(venue)).openInterest).toBe(0);
  });

  it('writes nothing once closed', async () => {
    venue.marketStats.close();
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    await sleep(1_100);
    expect(venue.marketStats.flush()).toBe(0);
    expect((await catalogMarket(venue)).bestBid).toBeUndefined();
  });
});
