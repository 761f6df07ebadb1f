import { describe, expect, it } from 'vitest';
import { livePriceMicros } from '../../../../../renderer/features/market/live-price.js';
import { OrderBook } from '../../../../../renderer/features/market/order-book.js';

const bookWith = (bid: number | null, ask: number | null) => {
  const book = new OrderBook('1');
  if (bid !== null) book.bids.set(bid, 1);
  if (ask !== null) book.asks.set(ask, 1);
  return book;
};

describe('livePriceMicros', () => {
  it('is the midpoint while the spread is narrow', () => {
    expect(livePriceMicros(bookWith(450_000, 470_000), 300_000)).toBe(460_000);
    expect(livePriceMicros(bookWith(400_000, 500_000), undefined)).toBe(450_000);
  });

  it('is the last trade when the spread is wide or a side is empty', () => {
    expect(livePriceMicros(bookWith(100_000, 900_000), 420_000)).toBe(420_000);
    expect(livePriceMicros(bookWith(450_000, null), 430_000)).toBe(430_000);
    expect(livePriceMicros(bookWith(null, null), undefined)).toBeNull();
    expect(livePriceMicros(undefined, undefined)).toBeNull();
  });
});
