import { describe, expect, it } from 'vitest';
import { scoreBook, yesTerms, type BookQuote } from '../../../server/rewards/scoring.js';

// 20 shares, 3 cents (300 ticks of 0.0001).
const TERMS = { minSizeMicros: 20_000_000, maxSpreadTicks: 300 };

const quote = (
  orderId: number,
  maker: string,
  side: 'bid' | 'ask',
  price: number,
  shares: number,
): BookQuote => ({
  orderId,
  maker,
  side,
  priceTicks: Math.round(price * 10_000),
  remainingMicros: shares * 1_000_000,
});

describe('the reward score of a book', () => {
  it('puts a NO buy on the ask side and a NO sell on the bid side, at the complement', () => {
    expect(yesTerms({ tokenIndex: 1, side: 'BUY', priceTicks: 4_800 })).toEqual({
      side: 'ask',
      priceTicks: 5_200,
    });
    expect(yesTerms({ tokenIndex: 1, side: 'SELL', priceTicks: 4_800 })).toEqual({
      side: 'bid',
      priceTicks: 5_200,
    });
    expect(yesTerms({ tokenIndex: 0, side: 'SELL', priceTicks: 4_800 })).toEqual({
      side: 'ask',
      priceTicks: 4_800,
    });
  });

  it('takes the midpoint where each side first reaches the minimum size', () => {
    const scores = scoreBook(TERMS, [
      quote(1, 'a', 'bid', 0.5, 5), // too small to move the cutoff
      quote(2, 'b', 'bid', 0.48, 30),
      quote(3, 'b', 'ask', 0.52, 30),
    ]);
    expect(scores.midpointTimesTwo).toBe(10_000);
    // 5 shares are under the minimum: no score, however close.
    expect(scores.orders.has(1)).toBe(false);
    // Two cents of three from the midpoint: (1/3)^2 of 30 shares.
    expect(scores.orders.get(2)).toBe(3_333_333n);
    expect(scores.makers.get('b')).toBe(3_333_333n);
  });

  it('scores nothing at or beyond the max spread, and nothing without both sides', () => {
    const far = scoreBook(TERMS, [quote(1, 'a', 'bid', 0.47, 30), quote(2, 'a', 'ask', 0.53, 30)]);
    expect(far.orders.size).toBe(0);
    const oneSide = scoreBook(TERMS, [quote(1, 'a', 'bid', 0.49, 30)]);
    expect(oneSide.midpointTimesTwo).toBeNull();
    expect(oneSide.makers.size).toBe(0);
  });

  it('gives a one-sided maker a third of its side inside [0.10, 0.90] only', () => {
    const middle = scoreBook(TERMS, [
      quote(1, 'two', 'bid', 0.49, 30),
      quote(2, 'two', 'ask', 0.51, 30),
      quote(3, 'one', 'bid', 0.49, 60),
    ]);
    const side = middle.orders.get(3)!;
    expect(middle.makers.get('one')).toBe(side / 3n);

    const edge = scoreBook(TERMS, [
      quote(1, 'two', 'bid', 0.04, 30),
      quote(2, 'two', 'ask', 0.06, 30),
      quote(3, 'one', 'bid', 0.04, 60),
    ]);
    expect(edge.orders.has(3)).toBe(true);
    expect(edge.makers.has('one')).toBe(false);
    expect(edge.makers.get('two')).toBe(edge.orders.get(1));
  });
});
