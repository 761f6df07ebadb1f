import { describe, expect, it } from 'vitest';
import {
  applyMarketMessage,
  emptyLiveBook,
  ticketBookOf,
} from '../../../../../renderer/features/ticket/live-book.js';

const snapshot = {
  event_type: 'book' as const,
  asset_id: 'A',
  market: '0xm',
  bids: [{ price: '0.48', size: '80' }],
  asks: [
    { price: '0.52', size: '50' },
    { price: '0.5', size: '100' },
  ],
  timestamp: '1',
  hash: 'h',
};
const change = (asset: string, price: string, size: string, side: 'BUY' | 'SELL') => ({
  event_type: 'price_change' as const,
  market: '0xm',
  timestamp: '2',
  price_changes: [{ asset_id: asset, price, size, side, hash: 'h', best_bid: '', best_ask: '' }],
});

describe('applyMarketMessage', () => {
  it('takes the snapshot of its own token only', () => {
    expect(applyMarketMessage(emptyLiveBook, 'B', snapshot)).toBe(emptyLiveBook);
    const book = applyMarketMessage(emptyLiveBook, 'A', snapshot);
    expect(book.ready).toBe(true);
    expect(ticketBookOf(book).asks).toEqual(
      expect.arrayContaining([
        { priceTicks: 5000, sizeMicros: 100_000_000 },
        { priceTicks: 5200, sizeMicros: 50_000_000 },
      ]),
    );
  });

  it('sets, adds and removes levels from price changes, leaving the input intact', () => {
    const book = applyMarketMessage(emptyLiveBook, 'A', snapshot);
    const added = applyMarketMessage(book, 'A', change('A', '0.47', '10', 'BUY'));
    expect(added.bids.get(4700)).toBe(10_000_000);
    expect(book.bids.has(4700)).toBe(false);
    const removed = applyMarketMessage(added, 'A', change('A', '0.5', '0', 'SELL'));
    expect(removed.asks.has(5000)).toBe(false);
    expect(applyMarketMessage(removed, 'A', change('B', '0.3', '5', 'BUY'))).toBe(removed);
  });
});
