import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Market } from '../../../../server/contract/index.js';
import { rpcQueryKey, useRpcQuery } from '../../../lib/queries.js';
import type { MarketFeed } from '../market-feed.js';
import { useFeedRefetch } from '../use-feed-refetch.js';
import { useFeedStatus } from '../use-market-feed.js';

/** How often the selected market's catalog entry (status, volume, prices) is read again. */
const REFRESH_MS = 15_000;
/**
 * The service writes a market's volume and liquidity within a second of a trade or a book
 * change (its statistics' flush): the entry is read again this long after one.
 */
export const AFTER_CHANGE_MS = 1_200;

const anyChange = () => true;

/**
 * The selected market as it is now: re-read from the catalog (the selection is the row
 * clicked) every few seconds, with the stream's tick size and resolution on top.
 */
export function useLiveMarket(market: Market, feed: MarketFeed | null): Market {
  const status = useFeedStatus(feed);
  const fresh = useRpcQuery(
    'catalog.market',
    { id: market.id },
    { staleTime: 5_000, refetchInterval: REFRESH_MS },
  );
  const current = fresh.data?.id === market.id ? fresh.data : market;
  if (!status || (status.tickSize === null && status.winningAssetId === null)) return current;
  return {
    ...current,
    orderPriceMinTickSize: status.tickSize ?? current.orderPriceMinTickSize,
    ...(status.winningAssetId === null ? {} : { closed: true, acceptingOrders: false }),
  };
}

/**
 * Reads the market's catalog entry (useLiveMarket's) again a moment after its book or trades
 * move, for the figures the service derives from them: its volume and liquidity.
 */
export function useFollowMarketFigures(marketId: string, feed: MarketFeed | null): void {
  const client = useQueryClient();
  const refetch = useCallback(
    (options: { cancelRefetch: boolean }) =>
      client.refetchQueries(
        { queryKey: rpcQueryKey('catalog.market', { id: marketId }), exact: true },
        options,
      ),
    [client, marketId],
  );
  useFeedRefetch(feed, refetch, { matches: anyChange, afterMs: AFTER_CHANGE_MS });
}
