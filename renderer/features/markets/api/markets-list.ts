import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Market } from '../../../../server/contract/index.js';
import { withMarketDefaults } from '../../../lib/market-defaults.js';
import { toCallError, type RpcParams } from '../../../lib/queries.js';
import type { CallError } from '../../../lib/transport.js';
import { useTransport } from '../../../lib/transport-context.js';
import { MARKET_PAGE_SIZE, marketsParams, type MarketFilters } from '../market-filters.js';

/**
 * The market list for a set of filters, page by page (`offset`) as the list scrolls.
 * Key: `['catalog.markets', params, 'pages']`, so invalidating `['catalog.markets']`
 * refreshes it with every other market read.
 */
export function useMarketsList(filters: MarketFilters) {
  const transport = useTransport();
  const params = useMemo(() => marketsParams(filters, new Date()), [filters]);
  return useInfiniteQuery<
    Market[],
    CallError,
    { pages: Market[][] },
    readonly ['catalog.markets', typeof params, 'pages'],
    number
  >({
    queryKey: ['catalog.markets', params, 'pages'] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      transport
        .call('catalog.markets', { ...params, offset: pageParam } as RpcParams<'catalog.markets'>)
        .then((markets) => markets.map(withMarketDefaults))
        .catch((error: unknown) => {
          throw toCallError(error);
        }),
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < MARKET_PAGE_SIZE ? undefined : pages.length * MARKET_PAGE_SIZE,
    staleTime: 30_000,
    // Pages are replaced, never edited: comparing every market deeply on each page is waste.
    structuralSharing: false,
  });
}
