import { describe, expect, it } from 'vitest';
import { PriceBitset } from '../../../server/engine/price-bitset.js';

describe('PriceBitset', () => {
  it('finds the nearest set index in both directions across word boundaries', () => {
    const bits = new PriceBitset(10_001);
    for (const index of [0, 31, 32, 63, 64, 5000, 10_000]) bits.set(index);
    expect(bits.nextAtOrAbove(1)).toBe(31);
    expect(bits.nextAtOrAbove(33)).toBe(63);
    expect(bits.nextAtOrAbove(65)).toBe(5000);
    expect(bits.nextAtOrAbove(5001)).toBe(10_000);
    expect(bits.prevAtOrBelow(10_000)).toBe(10_000);
    expect(bits.prevAtOrBelow(9999)).toBe(5000);
    expect(bits.prevAtOrBelow(62)).toBe(32);
    expect(bits.prevAtOrBelow(30)).toBe(0);
    bits.clear(0);
    expect(bits.prevAtOrBelow(30)).toBe(-1);
    bits.clear(10_000);
    expect(bits.nextAtOrAbove(5001)).toBe(-1);
    expect(bits.nextAtOrAbove(-5)).toBe(31);
    expect(bits.prevAtOrBelow(20_000)).toBe(5000);
  });
});
