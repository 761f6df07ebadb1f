import { describe, expect, it } from 'vitest';
import {
  bucketHistory,
  lastPerBucket,
  type PricePoint,
} from '../../../server/marketdata/history-buckets.js';
import {
  bucketSeconds,
  resolveRange,
  type HistoryParamNames,
} from '../../../server/marketdata/history-range.js';

const names: HistoryParamNames = {
  startTs: 'startTs',
  endTs: 'endTs',
  interval: 'interval',
  fidelity: 'fidelity',
};
const NOW = 1_767_225_600;

describe('the time range of a history query', () => {
  it('takes startTs and endTs first, else an interval ending at endTs or now', () => {
    expect(resolveRange({ startTs: 10, endTs: 20 }, names, NOW)).toEqual({ start: 10, end: 20 });
    expect(resolveRange({ startTs: 10, endTs: 20, interval: '1d' }, names, NOW)).toEqual({
      start: 10,
      end: 20,
    });
    expect(resolveRange({ interval: '1h' }, names, NOW + 0.7)).toEqual({
      start: NOW - 3_600,
      end: NOW,
    });
    expect(resolveRange({ interval: '1m', endTs: NOW, fidelity: 60 }, names, 0)).toEqual({
      start: NOW - 30 * 86_400,
      end: NOW,
      fidelity: 60,
    });
    expect(resolveRange({ interval: '1w', endTs: 100 }, names, NOW)).toEqual({
      start: 0,
      end: 100,
    });
    for (const interval of ['max', 'all', undefined]) {
      expect(resolveRange({ interval }, names, NOW)).toEqual({ start: null, end: NOW });
    }
    expect(resolveRange({ startTs: 10.9 }, names, NOW)).toEqual({ start: 10, end: NOW });
  });

  it('refuses bad values naming the parameter as the caller spelled it', () => {
    const bodyNames = { ...names, startTs: 'start_ts', endTs: 'end_ts' };
    expect(() => resolveRange({ interval: '2d' }, names, NOW)).toThrow(/^interval must be one of/);
    expect(() => resolveRange({ fidelity: 0 }, names, NOW)).toThrow(/^fidelity must be a whole/);
    expect(() => resolveRange({ fidelity: 525_601 }, names, NOW)).toThrow(/^fidelity /);
    expect(() => resolveRange({ fidelity: 2.5 }, names, NOW)).toThrow(/^fidelity /);
    expect(() => resolveRange({ startTs: -1 }, bodyNames, NOW)).toThrow(/^start_ts must be a Unix/);
    expect(() => resolveRange({ endTs: Number.NaN }, bodyNames, NOW)).toThrow(/^end_ts /);
    expect(() => resolveRange({ startTs: 5, endTs: 4 }, bodyNames, NOW)).toThrow(
      'start_ts must not be after end_ts',
    );
  });

  it('sizes buckets: the fidelity asked for if it fits, else the finest that does', () => {
    expect(bucketSeconds(undefined, 3_600, names)).toBe(60);
    expect(bucketSeconds(5, 3_600, names)).toBe(300);
    const month = 30 * 86_400;
    expect(bucketSeconds(undefined, month, names)).toBe(5 * 60);
    expect(() => bucketSeconds(4, month, names)).toThrow(
      'fidelity must be at least 5 (minutes) for this range',
    );
    expect(bucketSeconds(undefined, 7 * 86_400, names)).toBe(60);
  });
});

/** A price source over points in time order, counting its look-ups. */
function source(points: readonly PricePoint[]) {
  const calls = { count: 0 };
  const lastBefore = (from: number, until: number) => {
    calls.count++;
    return points.findLast((point) => point.t >= from && point.t < until);
  };
  return { calls, lastBefore };
}

describe('history buckets', () => {
  const fills = [
    { t: 130, p: 0.5 },
    { t: 150, p: 0.52 },
    { t: 400, p: 0.6 },
  ];
  const backfill = [
    { t: 0, p: 0.3 },
    { t: 59, p: 0.31 },
    { t: 125, p: 0.9 },
    { t: 250, p: 0.55 },
  ];

  it('finds the last price of each bucket with one look-up per bucket holding one', () => {
    const prices = source(fills);
    const last = lastPerBucket({ start: 0, end: 1_000, width: 60 }, prices.lastBefore);
    expect([...last]).toEqual([
      [360, 0.6],
      [120, 0.52],
    ]);
    expect(prices.calls.count).toBe(3);

    // A thousand prices in one bucket cost one look-up, not a thousand.
    const dense = source(Array.from({ length: 1_000 }, (_, i) => ({ t: 60 + i / 20, p: i })));
    const one = lastPerBucket({ start: 0, end: 3_600, width: 3_600 }, dense.lastBefore);
    expect([...one]).toEqual([[0, 999]]);
    expect(dense.calls.count).toBe(1);

    // Both bounds are inclusive.
    const bounded = lastPerBucket({ start: 150, end: 400, width: 60 }, source(fills).lastBefore);
    expect([...bounded]).toEqual([
      [360, 0.6],
      [120, 0.52],
    ]);
    expect([
      ...lastPerBucket({ start: 151, end: 399, width: 60 }, source(fills).lastBefore),
    ]).toEqual([]);
  });

  it('keeps the last price of each bucket, fills over the backfill, in time order', () => {
    const buckets = (points: readonly PricePoint[], width: number) =>
      lastPerBucket({ start: 0, end: 1_000, width }, source(points).lastBefore);
    expect(bucketHistory(buckets(fills, 60), buckets(backfill, 60), 0)).toEqual([
      { t: 0, p: 0.31 },
      { t: 120, p: 0.52 },
      { t: 240, p: 0.55 },
      { t: 360, p: 0.6 },
    ]);
    expect(bucketHistory(buckets(fills, 300), new Map(), 0)).toEqual([
      { t: 0, p: 0.52 },
      { t: 300, p: 0.6 },
    ]);
    expect(bucketHistory(new Map(), new Map(), 0)).toEqual([]);
  });

  it('stamps a first bucket that begins before the range with the range start', () => {
    const grid = { start: 140, end: 1_000, width: 300 };
    const last = lastPerBucket(grid, source(fills).lastBefore);
    expect(bucketHistory(last, new Map(), grid.start)).toEqual([
      { t: 140, p: 0.52 },
      { t: 300, p: 0.6 },
    ]);
  });
});
