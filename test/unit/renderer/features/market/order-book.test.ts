import { describe, expect, it } from 'vitest';
import type { MarketStreamMessage } from '../../../../../server/contract/index.js';
import { OrderBook } from '../../../../../renderer/features/market/order-book.js';
import { ladderOf, takingSide } from '../../../../../renderer/features/market/ladder-model.js';

const TOKEN = '111';

const snapshot = (
  bids: [string, string][],
  asks: [string, string][],
  asset_id = TOKEN,
): MarketStreamMessage => ({
  event_type: 'book',
  asset_id,
  market: '0xabc',
  bids: bids.map(([price, size]) => ({ price, size })),
  asks: asks.map(([price, size]) => ({ price, size })),
  timestamp: '1',
  hash: 'h0',
});

const change = (
  changes: { price: string; size: string; side: 'BUY' | 'SELL'; asset_id?: string }[],
): MarketStreamMessage => ({
  event_type: 'price_change',
  market: '0xabc',
  timestamp: '2',
  price_changes: changes.map((c) => ({
    asset_id: c.asset_id ?? TOKEN,
    price: c.price,
    size: c.size,
    side: c.side,
    hash: 'h1',
    best_bid: '',
    best_ask: '',
  })),
});

describe('OrderBook', () => {
  it('takes a snapshot, then adds, changes and removes levels', () => {
    const book = new OrderBook(TOKEN);
    book.apply(
      snapshot(
        [
          ['0.44', '100'],
          ['0.45', '50'],
        ],
        [
          ['0.47', '20'],
          ['0.46', '10'],
        ],
      ),
    );
    expect(book.ready).toBe(true);
    expect(book.bestBid()).toBe(450_000);
    expect(book.bestAsk()).toBe(460_000);

    const touched = book.apply(
      change([
        { price: '0.455', size: '5', side: 'BUY' },
        { price: '0.44', size: '120.5', side: 'BUY' },
        { price: '0.46', size: '0', side: 'SELL' },
      ]),
    );
    expect([...touched].sort()).toEqual(['ask:460000', 'bid:440000', 'bid:455000']);
    expect(book.bestBid()).toBe(455_000);
    expect(book.bestAsk()).toBe(470_000);
    expect(book.bids.get(440_000)).toBe(120_500_000);
    expect(book.asks.has(460_000)).toBe(false);
  });

  it("ignores another token's messages and non-book events", () => {
    const book = new OrderBook(TOKEN);
    book.apply(snapshot([['0.1', '1']], [], '222'));
    expect(book.ready).toBe(false);
    book.apply(snapshot([['0.1', '1']], []));
    book.apply(change([{ price: '0.2', size: '3', side: 'BUY', asset_id: '222' }]));
    book.apply({
      event_type: 'last_trade_price',
      asset_id: TOKEN,
      market: '0xabc',
      price: '0.3',
      size: '1',
      side: 'BUY',
      fee_rate_bps: '0',
      timestamp: '3',
    });
    expect([...book.bids]).toEqual([[100_000, 1_000_000]]);
  });

  it('reports the levels a later snapshot changed, and a snapshot replaces the book', () => {
    const book = new OrderBook(TOKEN);
    book.apply(snapshot([['0.4', '10']], [['0.6', '10']]));
    const touched = book.apply(
      snapshot(
        [
          ['0.4', '10'],
          ['0.39', '5'],
        ],
        [['0.6', '7']],
      ),
    );
    expect([...touched].sort()).toEqual(['ask:600000', 'bid:390000']);
    expect(book.asks.get(600_000)).toBe(7_000_000);
  });
});

describe('ladderOf', () => {
  it('orders each side from the best, with cumulative depth, spread and midpoint', () => {
    const book = new OrderBook(TOKEN);
    book.apply(
      snapshot(
        [
          ['0.40', '10'],
          ['0.42', '30'],
          ['0.41', '20'],
        ],
        [
          ['0.50', '5'],
          ['0.45', '40'],
          ['0.47', '15'],
        ],
      ),
    );
    const ladder = ladderOf(book, 2);
    expect(ladder.bids.map((l) => [l.price, l.cumulative])).toEqual([
      [420_000, 30_000_000],
      [410_000, 50_000_000],
    ]);
    expect(ladder.asks.map((l) => [l.price, l.cumulative])).toEqual([
      [450_000, 40_000_000],
      [470_000, 55_000_000],
    ]);
    expect(ladder.asks[0]?.share).toBe(1);
    expect(ladder.bids[1]?.share).toBe(0.5);
    expect(ladder.spread).toBe(30_000);
    expect(ladder.midpoint).toBe(435_000);
  });

  it('has no spread or midpoint while a side is empty', () => {
    const book = new OrderBook(TOKEN);
    book.apply(snapshot([['0.40', '10']], []));
    const ladder = ladderOf(book, 10);
    expect(ladder.spread).toBeNull();
    expect(ladder.midpoint).toBeNull();
    expect(ladder.bestAsk).toBeNull();
  });

  it('clicking an ask buys, clicking a bid sells', () => {
    expect(takingSide('ask')).toBe('BUY');
    expect(takingSide('bid')).toBe('SELL');
  });
});
