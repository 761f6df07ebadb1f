// How lively the simulated liquidity keeps the most traded markets: over two simulated
// minutes, each hot market's book changes about every second and it trades every few seconds;
// the other markets move less; and nothing runs while the process is busy.
import { afterEach, describe, expect, it } from 'vitest';
import type { VenueEvent } from '../../../server/trading/index.js';
import { ALL_MARKET_IDS, tokenIdOf } from '../../support/catalog-fixture.js';
import { startLiquidVenue, type LiquidVenue } from './liquid-venue.js';

let lv: LiquidVenue | undefined;
afterEach(async () => {
  await lv?.close();
  lv = undefined;
});

/** Book changes and trades per market id, from the venue's own feed. */
function watchActivity(venue: LiquidVenue['venue']) {
  const bookChanges = new Map<number, number>();
  const trades = new Map<number, number>();
  const bump = (counts: Map<number, number>, id: number) =>
    counts.set(id, (counts.get(id) ?? 0) + 1);
  const unsubscribe = venue.trading.feed.subscribe((events: readonly VenueEvent[]) => {
    for (const event of events) {
      if (event.kind === 'order' && event.bookChanged) bump(bookChanges, event.market.marketId);
      if (event.kind === 'trade') bump(trades, event.market.marketId);
    }
  });
  return { bookChanges, trades, unsubscribe };
}

// The defaults of the hot markets' nudges and takers (the harness turns them off).
const LIVELY = { hotNudgeChance: undefined, hotTakerChance: undefined } as const;
const SECONDS = 120;

describe('simulated liquidity: live activity', () => {
  it('changes every hot book at least every 2 s and trades it at least every 30 s', async () => {
    // Five hot markets out of the fixture's ten open ones; a quiet overall taker.
    lv = await startLiquidVenue({ ...LIVELY, hotMarkets: 5, takerChance: 0.05 });
    await lv.run(15);
    expect(lv.liquidity.stats().quotedMarkets).toBeGreaterThanOrEqual(5);
    const activity = watchActivity(lv.venue);
    await lv.run(SECONDS);
    activity.unsubscribe();

    const open = ALL_MARKET_IDS.filter((id) => id <= 210);
    const ranked = open
      .map((id): [number, number] => [id, activity.bookChanges.get(id) ?? 0])
      .sort((a, b) => b[1] - a[1]);
    const hot = ranked.slice(0, 5);
    const quiet = ranked.slice(5);
    for (const [marketId, changes] of hot) {
      expect(changes, `book changes of market ${marketId}`).toBeGreaterThanOrEqual(SECONDS / 2);
      expect(activity.trades.get(marketId) ?? 0, `trades of ${marketId}`).toBeGreaterThanOrEqual(
        SECONDS / 30,
      );
    }
    const mean = (list: [number, number][]) =>
      list.reduce((sum, [, count]) => sum + count, 0) / list.length;
    expect(mean(hot)).toBeGreaterThan(3 * mean(quiet));
    expect(lv.liquidity.stats()).toMatchObject({ ordersRefused: 0 });
    expect(lv.liquidity.stats().nudges).toBeGreaterThan(SECONDS * 5 * 0.5);
  });

  it('livens up a quiet market as soon as its page is opened', async () => {
    lv = await startLiquidVenue({ ...LIVELY, hotMarkets: 2, takerChance: 0 });
    await lv.run(15);
    const open = ALL_MARKET_IDS.filter((id) => id <= 210);
    const activity = watchActivity(lv.venue);
    await lv.run(20);
    const hot = new Set(
      [...activity.bookChanges.entries()].filter(([, n]) => n >= 10).map(([id]) => id),
    );
    const opened = open.find((id) => !hot.has(id)) as number;
    const before = activity.bookChanges.get(opened) ?? 0;
    lv.liquidity.watch([tokenIdOf(opened, 0)]);
    await lv.run(SECONDS / 2);
    activity.unsubscribe();
    const changes = (activity.bookChanges.get(opened) ?? 0) - before;
    expect(changes).toBeGreaterThanOrEqual(SECONDS / 4);
    const others = open.filter((id) => id !== opened && !hot.has(id));
    for (const id of others) expect(activity.bookChanges.get(id) ?? 0).toBeLessThan(changes / 2);
  });

  it('sits every tick out while the process is busy', async () => {
    const load = { busy: false };
    lv = await startLiquidVenue({ ...LIVELY }, { busy: () => load.busy });
    await lv.run(10);
    const before = lv.liquidity.stats();
    expect(before.ordersPosted).toBeGreaterThan(0);
    load.busy = true;
    const activity = watchActivity(lv.venue);
    await lv.run(30);
    activity.unsubscribe();
    const after = lv.liquidity.stats();
    expect(after.ordersPosted).toBe(before.ordersPosted);
    expect(after.pausedTicks - before.pausedTicks).toBe(30);
    expect(activity.bookChanges.size).toBe(0);
    load.busy = false;
    await lv.run(5);
    expect(lv.liquidity.stats().ordersPosted).toBeGreaterThan(before.ordersPosted);
  });
});
