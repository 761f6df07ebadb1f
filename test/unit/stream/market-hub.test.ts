import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderEvent, BookReader, BookView } from '../../../server/trading/index.js';
import { MarketHub, type MarketSubscriber } from '../../../server/stream/market-hub.js';
import type { StreamSocket } from '../../../server/stream/stream-socket.js';
import { fakeMarket } from '../marketdata/fake-market.js';

const INTERVAL_MS = 100;
const market = fakeMarket({ tickTicks: 100, negRisk: false });

const view: BookView = {
  best: () => ({ bidTicks: null, askTicks: null }),
  levelSize: () => 0,
  levels: () => ({ bids: [], asks: [] }),
  get: () => undefined,
} as unknown as BookView;
const books: BookReader = { view: () => view };

/** A subscriber whose frames are kept as the hashes of the price changes in them. */
function subscriber(): MarketSubscriber & { hashes: string[][] } {
  const hashes: string[][] = [];
  const socket = {
    sendFrame(frame: Buffer) {
      // A frame under 126 bytes has a 2-byte header; these are larger (a 16-bit length).
      const text = frame.toString('utf8', frame[1] === 126 ? 4 : 2);
      const messages = [JSON.parse(text) as unknown].flat() as {
        price_changes: { hash: string }[];
      }[];
      hashes.push(messages.map((message) => message.price_changes[0]!.hash));
    },
  } as unknown as StreamSocket;
  return { socket, custom: false, hashes };
}

const placement = (hash: string, atMs: number): OrderEvent => ({
  kind: 'order',
  type: 'PLACEMENT',
  order: { hash, tokenIndex: 0, side: 'BUY', priceTicks: 4_000 } as OrderEvent['order'],
  market,
  bookChanged: true,
  atMs,
});

describe('MarketHub pacing', () => {
  let nowMs = 1_000_000;
  beforeEach(() => vi.useFakeTimers({ now: nowMs }));
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => {
    nowMs += ms;
    vi.advanceTimersByTime(ms);
  };

  it('sends the first update at once and those within the interval together at its end', () => {
    const hub = new MarketHub(books, INTERVAL_MS, () => nowMs);
    const member = subscriber();
    hub.join(member, market, 0);
    hub.publish([placement('a', nowMs)]);
    expect(member.hashes).toEqual([['a']]);
    advance(10);
    hub.publish([placement('b', nowMs)]);
    advance(10);
    hub.publish([placement('c', nowMs)]);
    advance(INTERVAL_MS - 21);
    expect(member.hashes).toEqual([['a']]);
    advance(1);
    expect(member.hashes).toEqual([['a'], ['b', 'c']]);
    hub.close();
  });

  // An update that happened before the last frame went out, published (committed) only now:
  // one interval after it happened, but never sooner than half an interval after that frame.
  it.each([
    [60, INTERVAL_MS / 2],
    [20, INTERVAL_MS - 20],
  ])('sends an update %i ms late to its commit %i ms after the last frame', (lateMs, sentAt) => {
    const hub = new MarketHub(books, INTERVAL_MS, () => nowMs);
    const member = subscriber();
    hub.join(member, market, 0);
    const happened = nowMs - lateMs;
    hub.publish([placement('a', nowMs)]);
    advance(5);
    hub.publish([placement('late', happened)]);
    advance(sentAt - 6);
    expect(member.hashes).toEqual([['a']]);
    advance(1);
    expect(member.hashes).toEqual([['a'], ['late']]);
    hub.close();
  });

  it('waits no longer than the interval when the clock stepped back', () => {
    const hub = new MarketHub(books, INTERVAL_MS, () => nowMs);
    const member = subscriber();
    hub.join(member, market, 0);
    hub.publish([placement('a', nowMs)]);
    nowMs -= 60_000;
    hub.publish([placement('b', nowMs)]);
    advance(INTERVAL_MS);
    expect(member.hashes).toEqual([['a'], ['b']]);
    hub.close();
  });
});
