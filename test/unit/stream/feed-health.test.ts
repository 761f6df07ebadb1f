import { describe, expect, it } from 'vitest';
import {
  createFeedHealth,
  type FeedHealthReport,
  type RestBook,
} from '../../../server/stream/feed-health.js';

const ASSET = '111';

/** A feed's health over a book the test controls, on a clock it moves. */
function harness() {
  const clock = { ms: 1_000 };
  const upstream: { book: RestBook } = {
    book: { bids: [{ price: '0.4', size: '10' }], asks: [{ price: '0.6', size: '10' }] },
  };
  const reports: FeedHealthReport[] = [];
  const resubscribed: string[][] = [];
  let reconnects = 0;
  const health = createFeedHealth({
    fetchBook: () => Promise.resolve(structuredClone(upstream.book)),
    resubscribe: (assets) => resubscribed.push([...assets]),
    reconnect: () => (reconnects += 1),
    report: (report) => reports.push(report),
    now: () => clock.ms,
    perRound: 10,
  });
  const round = async () => {
    clock.ms += 2_000;
    await health.check();
  };
  const snapshot = () =>
    health.apply({ event_type: 'book', asset_id: ASSET, ...structuredClone(upstream.book) });
  const change = (side: 'BUY' | 'SELL', price: string, size: string) => {
    clock.ms += 10;
    health.apply({
      event_type: 'price_change',
      price_changes: [{ asset_id: ASSET, side, price, size }],
    });
  };
  return {
    clock,
    upstream,
    reports,
    resubscribed,
    reconnects: () => reconnects,
    health,
    round,
    snapshot,
    change,
  };
}

describe('the health of a copied market feed', () => {
  it('stays quiet while the copied book follows the upstream', async () => {
    const feed = harness();
    feed.snapshot();
    feed.upstream.book.bids = [{ price: '0.40', size: '15' }];
    feed.change('BUY', '0.4', '15');
    await feed.round();
    await feed.round();
    expect(feed.reports).toEqual([]);
    expect(feed.resubscribed).toEqual([]);
  });

  it('finds a skipped update at the second check, asks for a snapshot, and heals with it', async () => {
    const feed = harness();
    feed.snapshot();
    // The upstream's bid moved, but its price_change never arrived; the channel carries on.
    feed.upstream.book.bids = [{ price: '0.41', size: '5' }, ...feed.upstream.book.bids];
    await feed.round();
    expect(feed.reports).toEqual([]);
    feed.change('SELL', '0.6', '12');
    feed.upstream.book.asks = [{ price: '0.6', size: '12' }];
    await feed.round();
    expect(feed.reports).toEqual([
      {
        event_type: 'feed_health',
        asset_id: ASSET,
        state: 'gap',
        timestamp: String(feed.clock.ms),
      },
    ]);
    expect(feed.resubscribed).toEqual([[ASSET]]);
    expect(feed.health.gaps()).toEqual([ASSET]);

    feed.snapshot();
    expect(feed.reports.at(-1)).toMatchObject({ state: 'ok', asset_id: ASSET });
    expect(feed.health.gaps()).toEqual([]);
  });

  it('opens a new connection when the whole channel froze while the book moved', async () => {
    const feed = harness();
    feed.snapshot();
    feed.upstream.book.asks = [{ price: '0.55', size: '3' }];
    await feed.round();
    await feed.round();
    expect(feed.reconnects()).toBe(1);
    expect(feed.resubscribed).toEqual([]);
    expect(feed.reports.map((report) => report.state)).toEqual(['gap']);
  });

  it('forgives one difference that the next check does not see again (a message in flight)', async () => {
    const feed = harness();
    feed.snapshot();
    feed.upstream.book.bids = [{ price: '0.4', size: '20' }];
    await feed.round();
    feed.change('BUY', '0.4', '20');
    await feed.round();
    await feed.round();
    expect(feed.reports).toEqual([]);
  });

  it('checks a few assets a round, in turn, and forgets the ones nobody follows', async () => {
    const feed = harness();
    const asked: string[] = [];
    const health = createFeedHealth({
      fetchBook: (assetId) => {
        asked.push(assetId);
        return Promise.resolve({ bids: [], asks: [] });
      },
      resubscribe: () => undefined,
      reconnect: () => undefined,
      report: () => undefined,
      now: () => feed.clock.ms,
      perRound: 2,
    });
    for (const id of ['a', 'b', 'c'])
      health.apply({ event_type: 'book', asset_id: id, bids: [], asks: [] });
    health.forget('c');
    feed.clock.ms += 2_000;
    await health.check();
    feed.clock.ms += 2_000;
    await health.check();
    expect(asked).toEqual(['a', 'b', 'a', 'b']);
  });
});
