import { describe, expect, it } from 'vitest';
import { OrderBook } from '../../../../../renderer/features/market/order-book.js';
import { ticketBookOf } from '../../../../../renderer/features/ticket/live-book.js';

describe('ticketBookOf', () => {
  it("reads the market feed's book (micros) in the ticket's ticks", () => {
    const book = new OrderBook('A');
    book.apply({
      event_type: 'book',
      asset_id: 'A',
      market: '0x1',
      bids: [{ price: '0.455', size: '12.5' }],
      asks: [{ price: '0.4601', size: '3' }],
      timestamp: '1',
      hash: 'h',
    });
    expect(ticketBookOf(book)).toEqual({
      bids: [{ priceTicks: 4550, sizeMicros: 12_500_000 }],
      asks: [{ priceTicks: 4601, sizeMicros: 3_000_000 }],
    });
  });

  it('is empty without a book', () => {
    expect(ticketBookOf(undefined)).toEqual({ bids: [], asks: [] });
  });
});
