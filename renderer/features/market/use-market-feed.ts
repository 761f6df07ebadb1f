import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { marketOutcomes, useSelection } from '../../stores/selection-store.js';
import { useTransport } from '../../lib/transport-context.js';
import { createFeedRegistry } from './feed-registry.js';
import { livePriceMicros } from './live-price.js';
import type { FeedStatus, MarketFeed } from './market-feed.js';
import { fromMicros } from './micros.js';

const registry = createFeedRegistry();

/**
 * The live feed of a market's outcome tokens, shared by every component that shows it: the
 * stream opens with the first and closes with the last.
 */
export function useMarketFeed(tokenIds: readonly string[]): MarketFeed | null {
  const transport = useTransport();
  const key = tokenIds.join(',');
  const feed = useMemo(() => (key ? registry.feedFor(key.split(',')) : null), [key]);
  useEffect(() => (feed ? registry.retain(feed, transport) : undefined), [feed, transport]);
  return feed;
}

/** The feed of the selected market (the ladder's and the ticket's). */
export function useSelectedMarketFeed(): MarketFeed | null {
  const { market } = useSelection();
  const key = market
    ? marketOutcomes(market)
        .map((outcome) => outcome.tokenId)
        .join(',')
    : '';
  const tokenIds = useMemo(() => (key ? key.split(',') : []), [key]);
  return useMarketFeed(tokenIds);
}

const noStatus = () => () => undefined;
const nullStatus = () => null;

export function useFeedStatus(feed: MarketFeed | null): FeedStatus | null {
  return useSyncExternalStore(feed?.onStatus ?? noStatus, feed?.getStatus ?? nullStatus);
}

/**
 * Each token's live price (0..1, null while unknown), re-rendering only when one of them
 * changes, not on every book update.
 */
export function useLivePrices(feed: MarketFeed | null): (number | null)[] {
  const cache = useRef<{ key: string; prices: (number | null)[] }>({ key: '', prices: [] });
  const subscribe = useCallback(
    (onChange: () => void) => (feed ? feed.onBatch(onChange) : () => undefined),
    [feed],
  );
  const read = useCallback(() => {
    const prices = (feed?.tokenIds ?? []).map((tokenId) => {
      const micros = livePriceMicros(feed!.books.get(tokenId), feed!.lastTrade.get(tokenId));
      return micros === null ? null : fromMicros(micros);
    });
    const key = prices.join(',') + '|' + (feed?.tokenIds.join(',') ?? '');
    if (key !== cache.current.key) cache.current = { key, prices };
    return cache.current.prices;
  }, [feed]);
  return useSyncExternalStore(subscribe, read);
}
