import { describe, expect, it } from 'vitest';
import {
  createFrameBatcher,
  type FrameScheduler,
} from '../../../../../renderer/features/market/frame-batcher.js';
import { MarketFeed, type FeedBatch } from '../../../../../renderer/features/market/market-feed.js';

/** Frames run only when the test says so; time is whatever the test sets. */
function manualFrames() {
  let time = 0;
  let next = 1;
  const callbacks = new Map<number, () => void>();
  const frames: FrameScheduler = {
    request: (callback) => {
      callbacks.set(next, callback);
      return next++;
    },
    cancel: (handle) => callbacks.delete(handle),
    now: () => time,
  };
  return {
    frames,
    setTime: (value: number) => (time = value),
    pendingFrames: () => callbacks.size,
    runFrame: () => {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback();
    },
  };
}

describe('createFrameBatcher', () => {
  it('hands every item since the last frame to one flush, with the first arrival', () => {
    const clock = manualFrames();
    const flushes: [number[], number][] = [];
    const batcher = createFrameBatcher<number>(
      (items, at) => flushes.push([items, at]),
      clock.frames,
    );
    clock.setTime(10);
    batcher.push(1);
    clock.setTime(12);
    batcher.push(2);
    batcher.push(3);
    expect(clock.pendingFrames()).toBe(1);
    expect(flushes).toEqual([]);
    clock.runFrame();
    expect(flushes).toEqual([[[1, 2, 3], 10]]);

    clock.setTime(30);
    batcher.push(4);
    clock.runFrame();
    expect(flushes[1]).toEqual([[4], 30]);
    clock.runFrame();
    expect(flushes).toHaveLength(2);
  });

  it('drops waiting items on cancel', () => {
    const clock = manualFrames();
    const flushed: number[][] = [];
    const batcher = createFrameBatcher<number>((items) => flushed.push(items), clock.frames);
    batcher.push(1);
    batcher.cancel();
    clock.runFrame();
    expect(flushed).toEqual([]);
  });
});

describe('MarketFeed', () => {
  it('applies a frame of stream events to the books and reports touched levels and trades', () => {
    const clock = manualFrames();
    const feed = new MarketFeed(['1', '2'], clock.frames);
    const batches: FeedBatch[] = [];
    feed.onBatch((batch) => batches.push(batch));
    feed.receive([
      {
        event_type: 'book',
        asset_id: '1',
        market: '0xabc',
        bids: [{ price: '0.4', size: '10' }],
        asks: [{ price: '0.6', size: '10' }],
        timestamp: '1',
        hash: 'a',
      },
    ]);
    feed.receive([
      {
        event_type: 'price_change',
        market: '0xabc',
        timestamp: '2',
        price_changes: [
          {
            asset_id: '1',
            price: '0.41',
            size: '3',
            side: 'BUY',
            hash: 'b',
            best_bid: '0.41',
            best_ask: '0.6',
          },
        ],
      },
      {
        event_type: 'last_trade_price',
        asset_id: '2',
        market: '0xabc',
        price: '0.55',
        size: '2',
        side: 'SELL',
        fee_rate_bps: '0',
        timestamp: '3',
      },
    ]);
    expect(batches).toEqual([]);
    clock.runFrame();
    expect(batches).toHaveLength(1);
    expect([...(batches[0]?.touched.get('1') ?? [])]).toEqual(['bid:410000']);
    expect(batches[0]?.touched.has('2')).toBe(false);
    expect(batches[0]?.trades.map((trade) => trade.price)).toEqual(['0.55']);
    expect(feed.books.get('1')?.bestBid()).toBe(410_000);
  });

  it('seeds a book from a read only until the stream has sent its snapshot', () => {
    const clock = manualFrames();
    const feed = new MarketFeed(['1'], clock.frames);
    const answer = {
      market: '0xabc',
      asset_id: '1',
      timestamp: '1',
      hash: 'x',
      bids: [{ price: '0.3', size: '1' }],
      asks: [],
      min_order_size: '5',
      tick_size: '0.01',
      neg_risk: false,
      last_trade_price: '',
    };
    feed.seed(answer);
    clock.runFrame();
    expect(feed.books.get('1')?.bestBid()).toBe(300_000);
    feed.seed({ ...answer, bids: [{ price: '0.2', size: '1' }] });
    clock.runFrame();
    expect(feed.books.get('1')?.bestBid()).toBe(300_000);
  });
});
