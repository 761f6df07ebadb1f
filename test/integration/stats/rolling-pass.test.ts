// The statistics' start pass writes what fills and orders changed before the service listens
// and rolls the windows of markets only a price backfill moves right after, in steps that
// leave the event loop to requests (docs/benchmarks.md, start-up).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startMarketStatistics,
  type MarketStatisticsDeps,
} from '../../../server/marketdata/index.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, withAliceAndBob, type TestTrader, type Venue } from '../../support/venue.js';
import { catalogMarket, MARKET, YES } from './stats-support.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Market 205 (event 102, beside market 204): moved by its price backfill alone. */
const BACKFILLED = 205;

let clock: number;
let venue: Venue;
let alice: TestTrader;
beforeEach(async () => {
  clock = Date.now();
  ({ venue, alice } = await withAliceAndBob(startVenue(() => clock)));
  venue.marketStats.close();
  // As a fresh seed leaves it: no figures yet, a backfill 25 hours and 1 hour old.
  venue.db.exec(`UPDATE markets SET volume_micros = 0, volume_24hr_micros = 0,
    volume_1wk_micros = 0, volume_1mo_micros = 0, volume_1yr_micros = 0, liquidity_micros = 0,
    competitive_micros = 0, best_bid_micros = NULL, best_ask_micros = NULL,
    last_trade_price_micros = NULL, one_day_price_change_micros = NULL,
    one_week_price_change_micros = NULL, one_month_price_change_micros = NULL,
    open_interest_micros = 0 WHERE id = ${BACKFILLED}`);
  const backfill = venue.db.prepare(
    'INSERT INTO price_backfill (token_id, t, price_micros) VALUES (?, ?, ?)',
  );
  const seconds = (ms: number) => Math.floor(ms / 1000);
  backfill.run(tokenIdOf(BACKFILLED, 0), seconds(clock - 25 * HOUR), 300_000);
  backfill.run(tokenIdOf(BACKFILLED, 0), seconds(clock - HOUR), 500_000);
});
afterEach(() => venue.close());

function start(options: Partial<MarketStatisticsDeps> = {}) {
  const stats = startMarketStatistics({
    db: venue.db,
    catalog: venue.catalog,
    trading: venue.trading,
    now: () => clock,
    ...options,
  });
  starts.push(stats);
  return stats;
}
const starts: ReturnType<typeof startMarketStatistics>[] = [];
afterEach(() => starts.splice(0).forEach((stats) => stats.close()));

/** Waits for the rolling pass to end; answers how many markets were left at each turn seen. */
async function untilRolled(stats: ReturnType<typeof start>): Promise<number[]> {
  const left: number[] = [];
  while (stats.leftToRoll() > 0) {
    if (left.at(-1) !== stats.leftToRoll()) left.push(stats.leftToRoll());
    await nextTurn();
  }
  return left;
}

describe('the statistics when the service starts', () => {
  it('computes a market never computed before it returns', async () => {
    start();
    expect(await catalogMarket(venue, BACKFILLED)).toMatchObject({ oneDayPriceChange: 0.2 });
  });

  it('writes fills and orders at once, and rolls what only the backfill moves right after', async () => {
    start().close();
    clock += DAY;
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.3, size: 5 });

    const restarted = start();
    expect((await catalogMarket(venue, MARKET)).bestBid).toBe(0.3);
    // A day later the price a day ago is 0.50 too, but the figures written last still show.
    expect(restarted.leftToRoll()).toBe(1);
    expect(await catalogMarket(venue, BACKFILLED)).toMatchObject({ oneDayPriceChange: 0.2 });

    await untilRolled(restarted);
    expect(await catalogMarket(venue, BACKFILLED)).toMatchObject({ oneDayPriceChange: 0 });
  });

  it('rolls the windows in steps, and the event loop has turns in between', async () => {
    start().close();
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.3, size: 5 });
    clock += DAY;
    const stats = start({ rollStepBudgetMs: 0, refreshIntervalMs: 50 });
    expect(await untilRolled(stats)).toEqual([1]);
    expect(await catalogMarket(venue, BACKFILLED)).toMatchObject({ oneDayPriceChange: 0 });

    // The periodic pass over both markets, one market per step.
    venue.db.exec(`UPDATE markets SET one_day_price_change_micros = 1 WHERE id = ${BACKFILLED}`);
    while (stats.leftToRoll() === 0) await nextTurn();
    expect(await untilRolled(stats)).toEqual([2, 1]);
    expect(await catalogMarket(venue, BACKFILLED)).toMatchObject({ oneDayPriceChange: 0 });
  });
});
