// The statistics' start pass writes only the traded markets never computed before the service
// listens, and rolls the others right after, in steps that leave the event loop to requests
// (docs/benchmarks.md, start-up).
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
  it('writes traded markets never computed before it returns, the others right after', async () => {
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.3, size: 5 });
    const stats = start();
    expect((await catalogMarket(venue, MARKET)).bestBid).toBe(0.3);
    expect(stats.leftToRoll()).toBe(1);
    expect((await catalogMarket(venue, BACKFILLED)).oneDayPriceChange).toBeUndefined();

    await untilRolled(stats);
    expect(await catalogMarket(venue, BACKFILLED)).toMatchObject({ oneDayPriceChange: 0.2 });
  });

  it('shows the figures of the last stop until the pass right after start rolls them', async () => {
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.3, size: 5 });
    const first = start();
    await untilRolled(first);
    first.close();
    // A day later, and an order the last stop did not see (as after a kill).
    clock += DAY;
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.32, size: 5 });

    const restarted = start();
    expect((await catalogMarket(venue, MARKET)).bestBid).toBe(0.3);
    expect(await catalogMarket(venue, BACKFILLED)).toMatchObject({ oneDayPriceChange: 0.2 });

    await untilRolled(restarted);
    expect((await catalogMarket(venue, MARKET)).bestBid).toBe(0.32);
    expect(await catalogMarket(venue, BACKFILLED)).toMatchObject({ oneDayPriceChange: 0 });
  });

  it('rolls the windows in steps, and the event loop has turns in between', async () => {
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.3, size: 5 });
    const stats = start({ rollStepBudgetMs: 0, refreshIntervalMs: 50 });
    // The search for its markets, then 205 and the fixture's markets 211 and 212 (figures it
    // resets at every start), one per step.
    expect(await untilRolled(stats)).toEqual([1, 2, 1]);

    // The periodic pass over both markets, one market per step.
    venue.db.exec(`UPDATE markets SET one_day_price_change_micros = 1 WHERE id = ${BACKFILLED}`);
    while (stats.leftToRoll() === 0) await nextTurn();
    expect(await untilRolled(stats)).toEqual([2, 1]);
    expect(await catalogMarket(venue, BACKFILLED)).toMatchObject({ oneDayPriceChange: 0.2 });
  });
});
