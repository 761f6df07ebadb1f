import { describe, expect, it } from 'vitest';
import {
  flatFill,
  timeScaledSeries,
  typicalStep,
} from '../../../../../renderer/features/market/time-scaled-series.js';

const HOUR = 3600;

describe('the chart’s series, its time axis to scale', () => {
  it('fills a quiet gap with the last price at the bucket step, so it takes its real width', () => {
    // Two prints 2 min apart, then 3 h 53 min of nothing, then a print.
    const series = timeScaledSeries(
      [
        { t: 0, p: 0.4 },
        { t: 120, p: 0.41 },
        { t: 120 + 3 * HOUR + 53 * 60, p: 0.45 },
      ],
      300,
    );
    expect(series.slice(0, 3)).toEqual([
      { time: 0, value: 0.4 },
      { time: 120, value: 0.41 },
      { time: 420, value: 0.41 },
    ]);
    // Points are evenly spaced in time now: widths on the chart follow time.
    const gaps = series.slice(1).map((point, index) => point.time - series[index]!.time);
    expect(Math.max(...gaps.slice(1))).toBeLessThanOrEqual(300);
    expect(series.filter((point) => point.value === 0.41)).toHaveLength(47);
    expect(series.at(-1)).toEqual({ time: 14_100, value: 0.45 });
  });

  it('keeps one point per second, in ascending time, whatever order they came in', () => {
    expect(
      timeScaledSeries([
        { t: 120, p: 0.5 },
        { t: 60, p: 0.4 },
        { t: 120, p: 0.55 },
      ]),
    ).toEqual([
      { time: 60, value: 0.4 },
      { time: 120, value: 0.55 },
    ]);
  });

  it('takes the points’ usual spacing as the step without a bucket width, and bounds the fill', () => {
    expect(typicalStep([0, 600, 1200, 1800, 90_000])).toBe(600);
    expect(typicalStep([0])).toBe(60);
    const year = timeScaledSeries(
      [
        { t: 0, p: 0.2 },
        { t: 365 * 24 * HOUR, p: 0.3 },
      ],
      60,
    );
    expect(year.length).toBeLessThanOrEqual(4_002);
    expect(flatFill({ time: 0, value: 0.5 }, 80, 60)).toEqual([]);
  });
});
