import { useMyFills } from '../ladder-trading/index.js';
import type { MarketFeed } from './market-feed.js';
import { useTradeRefetch } from './use-feed-refetch.js';

/**
 * The account's fills in this market, read again after the market's trades. Without an account
 * there is nothing to read: a refetch would bypass the query's `enabled` and ask for the fills
 * of no wallet, which the service refuses.
 */
export function useOwnFills(feed: MarketFeed | null, conditionId: string) {
  const fills = useMyFills(conditionId);
  useTradeRefetch(feed, fills.refetch, (trade) => trade.market === conditionId, fills.isEnabled);
  return fills;
}
