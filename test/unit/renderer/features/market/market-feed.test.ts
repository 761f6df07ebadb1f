import { describe, expect, it } from 'vitest';
import type { MarketStreamMessage } from '../../../../../server/contract/index.js';
import { MarketFeed, type FeedBatch } from '../../../../../renderer/features/market/market-feed.js';
import type { CallError, Transport } from '../../../../../renderer/lib/transport.js';
import { manualFrames } from './manual-frames.js';

const book = (
  asset_id: string,
  bid: string,
  timestamp: string,
): Extract<MarketStreamMessage, { event_type: 'book' }> => ({
  event_type: 'book',
  asset_id,
  market: '0xabc',
  bids: [{ price: bid, size: '10' }],
  asks: [{ price: '0.9', size: '10' }],
  timestamp,
  hash: 'h',
});

const bidChange = (price: string, size: string, timestamp = '5'): MarketStreamMessage => ({
  event_type: 'price_change',
  market: '0xabc',
  timestamp,
  price_changes: [
    { asset_id: '1', price, size, side: 'BUY', hash: 'b', best_bid: price, best_ask: '0.9' },
  ],
});

const trade = (price: string): MarketStreamMessage => ({
  event_type: 'last_trade_price',
  asset_id: '2',
  market: '0xabc',
  price,
  size: '2',
  side: 'SELL',
  fee_rate_bps: '0',
  timestamp: '3',
});

const bookAnswer = (bid: string, timestamp: string) => ({
  ...book('1', bid, timestamp),
  min_order_size: '5',
  tick_size: '0.01',
  neg_risk: false,
  last_trade_price: '',
});

/** A transport whose answers and stream events the test controls. */
function fakeTransport() {
  const streams: { onData: (data: unknown) => void; onError?: (e: CallError) => void }[] = [];
  const calls: { resolve: (value: unknown) => void; reject: (error: CallError) => void }[] = [];
  let closed = 0;
  const transport = {
    call: () => new Promise<unknown>((resolve, reject) => calls.push({ resolve, reject })),
    subscribe: (
      _channel: string,
      _params: unknown,
      onData: (data: unknown) => void,
      onError?: (error: CallError) => void,
    ) => {
      streams.push({ onData, onError });
      return () => (closed += 1);
    },
    state: () => 'open',
    onState: () => () => undefined,
  } as unknown as Transport;
  return { transport, streams, calls, closed: () => closed };
}

describe('MarketFeed', () => {
  it('applies messages on arrival and tells listeners once per frame', () => {
    const clock = manualFrames();
    const feed = new MarketFeed(['1', '2'], clock.frames);
    const batches: FeedBatch[] = [];
    feed.onBatch((batch) => batches.push(batch));
    clock.setTime(10);
    feed.receive([book('1', '0.4', '1')]);
    expect(feed.books.get('1')?.bestBid()).toBe(400_000);
    clock.setTime(12);
    feed.receive([bidChange('0.41', '3'), trade('0.55')]);
    expect(feed.books.get('1')?.bestBid()).toBe(410_000);
    expect(batches).toEqual([]);
    expect(clock.pendingFrames()).toBe(1);
    clock.runFrame();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.firstArrival).toBe(10);
    expect(batches[0]?.touched.get('1')?.has('bid:410000')).toBe(true);
    expect(batches[0]?.touched.has('2')).toBe(false);
    expect(batches[0]?.trades.map((t) => t.price)).toEqual(['0.55']);
    expect(feed.lastTrade.get('2')).toBe(550_000);
  });

  it('snapshot arrives, then the seed answer: the snapshot wins', () => {
    const clock = manualFrames();
    const feed = new MarketFeed(['1'], clock.frames);
    feed.receive([book('1', '0.5', '20')]);
    feed.seed(bookAnswer('0.3', '10'));
    clock.runFrame();
    expect(feed.books.get('1')?.bestBid()).toBe(500_000);
  });

  it('a seed older than an applied change is dropped; one that comes first is used', () => {
    const clock = manualFrames();
    const feed = new MarketFeed(['1'], clock.frames);
    feed.receive([bidChange('0.45', '1', '30')]);
    feed.seed(bookAnswer('0.3', '10'));
    expect(feed.books.get('1')?.bestBid()).toBe(450_000);
    feed.seed(bookAnswer('0.35', '40'));
    expect(feed.books.get('1')?.bestBid()).toBe(350_000);
    feed.receive([book('1', '0.5', '50')]);
    expect(feed.books.get('1')?.bestBid()).toBe(500_000);
  });

  it('keeps only a summary while frames are paused, not every message', () => {
    const clock = manualFrames();
    const feed = new MarketFeed(['1'], clock.frames);
    const batches: FeedBatch[] = [];
    feed.onBatch((batch) => batches.push(batch));
    feed.receive([book('1', '0.4', '1')]);
    for (let i = 0; i < 10_000; i += 1) feed.receive([bidChange('0.41', String(1 + (i % 7)))]);
    for (let i = 0; i < 1_000; i += 1) feed.receive([trade('0.5')]);
    clock.runFrame();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.touched.get('1')?.size).toBeLessThanOrEqual(2);
    expect(batches[0]?.trades.length).toBeLessThanOrEqual(200);
  });

  it('takes tick size changes and the resolution into its status', () => {
    const feed = new MarketFeed(['1', '2'], manualFrames().frames);
    let changes = 0;
    feed.onStatus(() => (changes += 1));
    feed.receive({
      event_type: 'tick_size_change',
      asset_id: '1',
      market: '0xabc',
      old_tick_size: '0.01',
      new_tick_size: '0.001',
      timestamp: '1',
    });
    feed.receive({
      event_type: 'market_resolved',
      market: '0xabc',
      winning_asset_id: '2',
      timestamp: '2',
    });
    expect(feed.getStatus()).toMatchObject({ tickSize: 0.001, winningAssetId: '2' });
    expect(changes).toBe(2);
  });

  it('reports a refused stream and a failed read, and retries both', async () => {
    const fake = fakeTransport();
    const feed = new MarketFeed(['1'], manualFrames().frames);
    const close = feed.connect(fake.transport);
    fake.streams[0]?.onError?.({ code: 'rate_limited', message: 'slow down' });
    expect(feed.getStatus().error?.code).toBe('rate_limited');
    fake.calls[0]?.reject({ code: 'unavailable', message: 'down' });
    await Promise.resolve();
    expect(feed.getStatus().error?.code).toBe('unavailable');

    feed.retry();
    expect(feed.getStatus().error).toBeNull();
    expect(fake.closed()).toBe(1);
    expect(fake.streams).toHaveLength(2);
    fake.calls[1]?.resolve(bookAnswer('0.3', '1'));
    await Promise.resolve();
    expect(feed.books.get('1')?.bestBid()).toBe(300_000);
    close();
    expect(fake.closed()).toBe(2);
  });

  it('clears the error once the stream brings every book', () => {
    const fake = fakeTransport();
    const feed = new MarketFeed(['1'], manualFrames().frames);
    feed.connect(fake.transport);
    fake.streams[0]?.onError?.({ code: 'internal', message: 'x' });
    fake.streams[0]?.onData([book('1', '0.4', '1')]);
    expect(feed.getStatus().error).toBeNull();
  });

  it('marks a feed gap from the first token that has one until every token is healed', () => {
    const feed = new MarketFeed(['1', '2'], manualFrames().frames);
    const health = (asset_id: string, state: 'gap' | 'ok', timestamp: string) =>
      feed.receive({ event_type: 'feed_health', asset_id, state, timestamp });
    health('1', 'gap', '1000');
    health('2', 'gap', '1500');
    expect(feed.getStatus().gapSince).toBe(1000);
    health('1', 'ok', '2000');
    expect(feed.getStatus().gapSince).toBe(1000);
    health('2', 'ok', '2100');
    expect(feed.getStatus().gapSince).toBeNull();
    // A report changes no book.
    expect([...feed.books.values()].every((book) => !book.ready)).toBe(true);
  });
});
