import { describe, expect, it } from 'vitest';
import { depthOf, depthOutline } from '../../../../../renderer/features/market/depth-model.js';

const book = (bids: [number, number][], asks: [number, number][]) => ({
  bids: new Map(bids),
  asks: new Map(asks),
});

describe('the depth chart’s curve', () => {
  it('sums each side outwards from its best price', () => {
    const depth = depthOf(
      book(
        [
          [430_000, 300],
          [440_000, 120],
        ],
        [
          [470_000, 200],
          [460_000, 50],
          [480_000, 10],
        ],
      ),
    );
    expect(depth.bids).toEqual([
      { price: 440_000, cumulative: 120 },
      { price: 430_000, cumulative: 420 },
    ]);
    expect(depth.asks).toEqual([
      { price: 460_000, cumulative: 50 },
      { price: 470_000, cumulative: 250 },
      { price: 480_000, cumulative: 260 },
    ]);
    expect(depth.maxCumulative).toBe(420);
  });

  it('draws a window centred on the midpoint, as wide as the farther side, within 0–1', () => {
    const depth = depthOf(
      book(
        [
          [440_000, 1],
          [400_000, 1],
        ],
        [[460_000, 1]],
      ),
    );
    // Mid 45¢; the farther level is 5¢ away; 8% of room beyond it.
    expect(depth.low).toBeCloseTo(450_000 - 54_000);
    expect(depth.high).toBeCloseTo(450_000 + 54_000);
    const edge = depthOf(book([[10_000, 1]], [[990_000, 1]]));
    expect([edge.low, edge.high]).toEqual([0, 1_000_000]);
  });

  it('takes the levels nearest the spread only', () => {
    const bids = Array.from({ length: 10 }, (_, i): [number, number] => [(50 - i) * 10_000, 1]);
    expect(depthOf(book(bids, []), 3).bids.map((step) => step.price)).toEqual([
      500_000, 490_000, 480_000,
    ]);
  });

  it('an empty book has no depth', () => {
    expect(depthOf(book([], []))).toMatchObject({ bids: [], asks: [], maxCumulative: 0 });
  });

  it('outlines a side as steps up at each level, then flat to the window’s edge', () => {
    const x = (price: number) => price / 10_000;
    const y = (cumulative: number) => 100 - cumulative;
    const bids = [
      { price: 440_000, cumulative: 10 },
      { price: 430_000, cumulative: 30 },
    ];
    expect(depthOutline(bids, 400_000, x, y)).toEqual([
      [44, 100],
      [44, 100],
      [44, 90],
      [43, 90],
      [43, 70],
      [40, 70],
      [40, 100],
    ]);
    expect(depthOutline([], 0, x, y)).toEqual([]);
  });
});
