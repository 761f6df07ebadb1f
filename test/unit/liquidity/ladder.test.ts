import { describe, expect, it } from 'vitest';
import { lotShares, tradableLot } from '../../../server/liquidity/depth.js';
import { clampFair } from '../../../server/liquidity/fair-value.js';
import { buildLadder, ladderStep } from '../../../server/liquidity/ladder.js';
import { createRandom } from '../../../server/liquidity/random.js';

const FINE = 10; // a tick of 0.001, in ticks of 0.0001
const CENT = 100;

describe("a maker's ladder", () => {
  it('quotes half a cent apart away from the edges', () => {
    expect(ladderStep(0.5, FINE, 6)).toBe(50);
    expect(ladderStep(0.5, CENT, 6)).toBe(CENT);
  });

  it('tightens near 0 or 1 so that every level fits, as cheap markets quote', () => {
    const ladder = buildLadder(
      0.016,
      { tickTicks: FINE, lotShares: 10, levels: 6 },
      createRandom(1),
    );
    expect(ladder.stepTicks).toBe(20);
    expect(ladder.bids.map((quote) => quote.priceTicks)).toEqual([140, 120, 100, 80, 60, 40]);
    expect(ladder.asks.map((quote) => quote.priceTicks)).toEqual([180, 200, 220, 240, 260, 280]);
    const high = buildLadder(0.984, { tickTicks: FINE, lotShares: 10, levels: 6 }, createRandom(1));
    expect(high.asks).toHaveLength(6);
    expect(Math.max(...high.asks.map((quote) => quote.priceTicks))).toBeLessThan(10_000);
  });

  it('sizes level k at k + 1 lots plus up to one more', () => {
    const ladder = buildLadder(
      0.5,
      { tickTicks: FINE, lotShares: 100, levels: 3 },
      createRandom(2),
    );
    ladder.bids.forEach((quote, level) => {
      expect(quote.sizeMicros / 1e6).toBeGreaterThanOrEqual(100 * (level + 1));
      expect(quote.sizeMicros / 1e6).toBeLessThan(100 * (level + 2));
    });
  });
});

describe("a market's fair-value band", () => {
  it('keeps two ticks, and at least 0.3¢, from 0 and 1', () => {
    expect(clampFair(0.001, FINE)).toBe(0.003);
    expect(clampFair(0.016, FINE)).toBe(0.016);
    expect(clampFair(0.01, CENT)).toBe(0.02);
    expect(clampFair(0.999, CENT)).toBe(0.98);
  });
});

describe("a market's lot", () => {
  it('puts 3 % of the 24 h volume in the book, at least $300', () => {
    // Six levels a side hold 48 lots; at 0.5 each lot is worth half a dollar a share.
    const lot = lotShares({ volume24hMicros: 1_000_000e6, largestPrintMicros: 0 }, 0.5, 6);
    expect(lot).toBe(Math.ceil(30_000 / (0.5 * 48)));
    expect(lotShares({ volume24hMicros: 0, largestPrintMicros: 0 }, 0.5, 6)).toBe(13);
  });

  it('is never small beside the largest recent print', () => {
    expect(lotShares({ volume24hMicros: 0, largestPrintMicros: 50_000e6 }, 0.5, 6)).toBe(500);
  });

  it("never quotes below the market's minimum size", () => {
    expect(tradableLot(5, 15_000_000)).toBe(15);
    expect(tradableLot(40, 15_000_000)).toBe(40);
  });
});
