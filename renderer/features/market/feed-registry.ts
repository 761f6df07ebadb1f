import type { Transport } from '../../lib/transport.js';
import { MarketFeed } from './market-feed.js';

interface Entry {
  feed: MarketFeed;
  refs: number;
  disconnect: (() => void) | null;
}

export interface FeedRegistry {
  /** The feed of these tokens: the one already open, or a new one not yet connected. */
  feedFor(tokenIds: readonly string[]): MarketFeed;
  /** Counts a user of `feed`; the first connects it, the last one's release closes it. */
  retain(feed: MarketFeed, transport: Transport): () => void;
}

/**
 * One `MarketFeed` per set of tokens however many components show it (the ladder, the
 * ticket, the trades), so there is one stream, one book per token and one render per frame.
 */
export function createFeedRegistry(
  createFeed: (tokenIds: readonly string[]) => MarketFeed = (tokenIds) => new MarketFeed(tokenIds),
): FeedRegistry {
  const entries = new Map<string, Entry>();
  const keyOf = (tokenIds: readonly string[]) => tokenIds.join(',');
  return {
    feedFor(tokenIds) {
      const key = keyOf(tokenIds);
      const existing = entries.get(key);
      if (existing) return existing.feed;
      // Feeds a render created but never retained (an abandoned render) are let go here.
      for (const [other, entry] of entries) if (entry.refs === 0) entries.delete(other);
      const feed = createFeed(tokenIds);
      entries.set(key, { feed, refs: 0, disconnect: null });
      return feed;
    },
    retain(feed, transport) {
      const key = keyOf(feed.tokenIds);
      let entry = entries.get(key);
      if (!entry || entry.feed !== feed) {
        entry?.disconnect?.();
        entry = { feed, refs: 0, disconnect: null };
        entries.set(key, entry);
      }
      const held = entry;
      held.refs += 1;
      if (held.refs === 1) held.disconnect = feed.connect(transport);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.refs -= 1;
        if (held.refs > 0) return;
        held.disconnect?.();
        held.disconnect = null;
        if (entries.get(key) === held) entries.delete(key);
      };
    },
  };
}
