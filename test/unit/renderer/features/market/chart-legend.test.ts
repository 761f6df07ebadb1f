import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  legendText,
  volumeBars,
} from '../../../../../renderer/features/market/chart-legend.js';

const cents = (price: number) => `${(price * 100).toFixed(1)}¢`;

describe('the chart legend', () => {
  it('reads time to the second, price and volume', () => {
    const text = legendText({ time: 1_767_225_605, price: 0.452, volume: 1234.5 }, cents);
    expect(text).toMatch(/2026.*·.*45\.2¢ · Vol \$1,234\.50$/);
    expect(text).toMatch(/:05/);
  });

  it('leaves the volume out where the venue does not say it', () => {
    expect(legendText({ time: 1_767_225_600, price: 0.5, volume: undefined }, cents)).not.toMatch(
      /Vol/,
    );
  });
});

describe('the volume bars', () => {
  it('draws the buckets that traded, and none for unknown or zero volume', () => {
    expect(
      volumeBars([
        { t: 60, p: 0.4, v: 12 },
        { t: 120, p: 0.41, v: 0 },
        { t: 180, p: 0.42, v: null },
        { t: 240, p: 0.43, v: 3.5 },
      ]),
    ).toEqual([
      { time: 60, value: 12 },
      { time: 240, value: 3.5 },
    ]);
  });

  it("puts a live trade in the service's bucket, aligned to the epoch", () => {
    expect(bucketOf(1_767_225_659, 60)).toBe(1_767_225_600);
    expect(bucketOf(1_767_225_660, 300)).toBe(1_767_225_600);
  });
});
