import type { MarketStreamMessage } from '../contract/index.js';
import { QuoteBook } from './quotes.js';

/** The venue's market channel (Venue.createMarketFeed): JSON of messages, comma-separated. */
export interface MarketFeed {
  subscribe(assetIds: readonly string[], deliver: (messagesJson: string) => void): () => void;
}

/**
 * Follows the tokens the alerts and conditional orders need on the venue's market channel, in
 * either mode, whether or not the terminal shows them, and tells `onQuotes` which tokens'
 * quotes changed. `follow` replaces the set (the channel sends a snapshot of each new token).
 */
export function createMarketWatch(feed: MarketFeed, onQuotes: (tokens: Set<string>) => void) {
  const quotes = new QuoteBook();
  let followed = new Set<string>();
  let unsubscribe: (() => void) | null = null;

  const deliver = (json: string) => {
    let messages: MarketStreamMessage[];
    try {
      messages = JSON.parse(`[${json}]`) as MarketStreamMessage[];
    } catch {
      return;
    }
    const changed = quotes.apply(messages);
    for (const token of changed) if (!followed.has(token)) changed.delete(token);
    if (changed.size > 0) onQuotes(changed);
  };

  return {
    quotes,
    follow(tokens: Iterable<string>): void {
      const next = new Set(tokens);
      if (next.size === followed.size && [...next].every((token) => followed.has(token))) return;
      for (const token of followed) if (!next.has(token)) quotes.forget(token);
      followed = next;
      unsubscribe?.();
      unsubscribe = next.size === 0 ? null : feed.subscribe([...next], deliver);
    },
    close(): void {
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}

export type MarketWatch = ReturnType<typeof createMarketWatch>;
