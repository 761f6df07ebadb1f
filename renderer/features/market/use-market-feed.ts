import { useEffect, useMemo } from 'react';
import { useTransport } from '../../lib/transport-context.js';
import { MarketFeed } from './market-feed.js';

/**
 * The live feed of a market's outcome tokens while the market page shows it. Each book is
 * also read once by call, so the ladder fills even before the stream's snapshot.
 */
export function useMarketFeed(tokenIds: readonly string[]): MarketFeed | null {
  const transport = useTransport();
  const key = tokenIds.join(',');
  const feed = useMemo(() => (key ? new MarketFeed(key.split(',')) : null), [key]);
  useEffect(() => {
    if (!feed) return;
    const disconnect = feed.connect(transport);
    for (const tokenId of feed.tokenIds) {
      transport.call('marketdata.book', { token_id: tokenId }).then(
        (answer) => feed.seed(answer),
        (error: { message?: string }) => console.warn(`book ${tokenId}: ${error.message}`),
      );
    }
    return disconnect;
  }, [transport, feed]);
  return feed;
}
