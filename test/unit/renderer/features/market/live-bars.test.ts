import { describe, expect, it } from 'vitest';
import { createLiveBars } from '../../../../../renderer/features/market/live-bars.js';

const T0 = 1_767_225_600;

describe("the chart's live end", () => {
  it('folds trades into their bucket at its volume-weighted price, not the last side', () => {
    const live = createLiveBars([], 60, { time: T0, value: 0.45 });
    live.add({ seconds: T0 + 61, price: 0.46, size: 10 });
    const second = live.add({ seconds: T0 + 70, price: 0.44, size: 10 });
    expect(second.points).toEqual([{ time: T0 + 60, value: 0.45 }]);
    expect(second.volume).toEqual({ time: T0 + 60, value: 9 });
  });

  it("adds to the history's own bucket rather than replacing it", () => {
    const live = createLiveBars([{ t: T0, p: 0.5, v: 50 }], 60, { time: T0, value: 0.5 });
    const added = live.add({ seconds: T0 + 30, price: 0.6, size: 100 });
    // 100 shares at 0.5 in the history, 100 at 0.6 live.
    expect(added.points).toEqual([{ time: T0, value: 0.55 }]);
    expect(added.volume).toEqual({ time: T0, value: 110 });
  });

  it('holds the price flat across quiet buckets, and keeps every point for a rebuilt chart', () => {
    const live = createLiveBars([], 60, { time: T0, value: 0.5 });
    const added = live.add({ seconds: T0 + 200, price: 0.52, size: 1 });
    expect(added.points).toEqual([
      { time: T0 + 60, value: 0.5 },
      { time: T0 + 120, value: 0.5 },
      { time: T0 + 180, value: 0.52 },
    ]);
    expect(live.points()).toEqual(added.points);
    expect(live.volumes()).toEqual([{ time: T0 + 180, value: 0.52 }]);
  });

  it('never draws a trade stamped before the end of the line behind it', () => {
    const live = createLiveBars([], 60, { time: T0 + 120, value: 0.5 });
    expect(live.add({ seconds: T0 + 5, price: 0.4, size: 1 }).points).toEqual([
      { time: T0 + 120, value: 0.4 },
    ]);
  });
});
