import type { Market } from '../../../../server/contract/index.js';
import { useRpcQuery } from '../../../lib/queries.js';
import type { FeedStatus } from '../market-feed.js';

/** How often the selected market's catalog entry (status, volume, prices) is read again. */
const REFRESH_MS = 15_000;

/**
 * The selected market as it is now: re-read from the catalog (the selection is the row
 * clicked), with the stream's tick size and resolution on top.
 */
export function useLiveMarket(market: Market, status: FeedStatus | null): Market {
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
