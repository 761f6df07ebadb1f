import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startVenue, withAliceAndBob, type TestTrader, type Venue } from '../../support/venue.js';
import { catalogEvent, catalogMarket, NO, YES } from './stats-support.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let clock: number;
let venue: Venue;
let alice: TestTrader;
let bob: TestTrader;
beforeEach(async () => {
  clock = Date.now();
  ({ venue, alice, bob } = await withAliceAndBob(startVenue(() => clock)));
});
afterEach(() => venue.close());

/** One fill of 10 shares: alice bids YES at `price`, bob buys NO against it (notional 10 x (1 - price)). */
async function fill(price: number): Promise<void> {
  await alice.place({ tokenId: YES, side: 'BUY', price, size: 10 });
  await bob.place({ tokenId: NO, side: 'BUY', price: 1 - price, size: 10 });
}

async function windows() {
  venue.marketStats.refreshAll();
  const market = await catalogMarket(venue);
  const event = await catalogEvent(venue);
  return {
    volume: market.volumeNum,
    day: market.volume24hr,
    week: market.volume1wk,
    month: market.volume1mo,
    year: market.volume1yr,
    change: market.oneDayPriceChange,
    weekChange: market.oneWeekPriceChange,
    monthChange: market.oneMonthPriceChange,
    eventDay: event.volume24hr,
    eventWeek: event.volume1wk,
    eventMonth: event.volume1mo,
    eventYear: event.volume1yr,
    eventTotal: event.volume,
  };
}

describe('trailing windows on the venue clock', () => {
  it('roll without trades, and the one-day change compares with the price a day ago', async () => {
    await fill(0.4);
    clock += 23 * HOUR;
    await fill(0.5);
    expect(await windows()).toEqual({
      volume: 11,
      day: 11,
      week: 11,
      month: 11,
      year: 11,
      change: undefined,
      weekChange: undefined,
      monthChange: undefined,
      eventDay: 11,
      eventWeek: 11,
      eventMonth: 11,
      eventYear: 11,
      eventTotal: 11,
    });

    clock += 2 * HOUR;
    expect(await windows()).toMatchObject({
      volume: 11,
      day: 5,
      week: 11,
      change: 0.1,
      eventDay: 5,
    });

    clock += 6 * DAY;
    expect(await windows()).toMatchObject({
      volume: 11,
      day: 0,
      week: 5,
      month: 11,
      change: 0,
      weekChange: 0.1,
      monthChange: undefined,
      eventWeek: 5,
      eventMonth: 11,
    });

    clock += 30 * DAY;
    expect(await windows()).toMatchObject({
      volume: 11,
      week: 0,
      month: 0,
      year: 11,
      eventWeek: 0,
      eventMonth: 0,
      eventYear: 11,
    });

    clock += 365 * DAY;
    expect(await windows()).toMatchObject({
      volume: 11,
      year: 0,
      eventDay: 0,
      eventYear: 0,
      eventTotal: 11,
    });
  });

  it('count a fill made after a roll in the windows it falls in', async () => {
    await fill(0.4);
    clock += 2 * DAY;
    expect(await windows()).toMatchObject({ volume: 6, day: 0, week: 6 });
    await fill(0.3);
    expect(await windows()).toMatchObject({ volume: 13, day: 7, week: 13, change: -0.1 });
  });

  it('compare the price with the price a week and a month ago', async () => {
    await fill(0.4);
    clock += 29 * DAY;
    await fill(0.5);
    clock += 2 * DAY;
    expect(await windows()).toMatchObject({ change: 0, weekChange: 0.1, monthChange: 0.1 });
  });
});
