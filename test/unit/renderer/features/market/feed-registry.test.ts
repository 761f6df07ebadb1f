import { describe, expect, it } from 'vitest';
import { createFeedRegistry } from '../../../../../renderer/features/market/feed-registry.js';
import { MarketFeed } from '../../../../../renderer/features/market/market-feed.js';
import type { Transport } from '../../../../../renderer/lib/transport.js';
import { manualFrames } from './manual-frames.js';

function countingTransport() {
  let open = 0;
  let subscribed = 0;
  const transport = {
    call: () => new Promise(() => undefined),
    subscribe: () => {
      open += 1;
      subscribed += 1;
      return () => (open -= 1);
    },
    state: () => 'open',
    onState: () => () => undefined,
  } as unknown as Transport;
  return { transport, open: () => open, subscribed: () => subscribed };
}

describe('createFeedRegistry', () => {
  const registry = () => createFeedRegistry((ids) => new MarketFeed(ids, manualFrames().frames));

  it('shares one feed and one stream between the users of the same tokens', () => {
    const feeds = registry();
    const counter = countingTransport();
    const ladderFeed = feeds.feedFor(['1', '2']);
    const ticketFeed = feeds.feedFor(['1', '2']);
    expect(ticketFeed).toBe(ladderFeed);
    const releaseLadder = feeds.retain(ladderFeed, counter.transport);
    const releaseTicket = feeds.retain(ticketFeed, counter.transport);
    expect(counter.subscribed()).toBe(1);
    releaseLadder();
    releaseLadder();
    expect(counter.open()).toBe(1);
    releaseTicket();
    expect(counter.open()).toBe(0);
    expect(feeds.feedFor(['1', '2'])).not.toBe(ladderFeed);
  });

  it('opens the stream again when a released feed is retained again (a remount)', () => {
    const feeds = registry();
    const counter = countingTransport();
    const feed = feeds.feedFor(['1']);
    feeds.retain(feed, counter.transport)();
    const release = feeds.retain(feed, counter.transport);
    expect(counter.open()).toBe(1);
    expect(feeds.feedFor(['1'])).toBe(feed);
    release();
    expect(counter.open()).toBe(0);
  });

  it('gives another market its own feed', () => {
    const feeds = registry();
    expect(feeds.feedFor(['1'])).not.toBe(feeds.feedFor(['3']));
  });
});
