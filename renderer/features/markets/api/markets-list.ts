import { useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { Market } from '../../../../server/contract/index.js';
import { withMarketDefaults } from '../../../lib/market-defaults.js';
import { toCallError, type RpcParams } from '../../../lib/queries.js';
import type { CallError, Transport } from '../../../lib/transport.js';
import { useTransport } from '../../../lib/transport-context.js';
import {
  MARKET_PAGE_SIZE,
  defaultFilters,
  marketsParams,
  type MarketFilters,
} from '../market-filters.js';

type ListParams = ReturnType<typeof marketsParams>;

/**
 * The market list for a set of parameters, page by page (`offset`) as the list scrolls.
 * Key: `['catalog.markets', params, 'pages']`, so invalidating `['catalog.markets']`
 * refreshes it with every other market read.
 */
const listOptions = (transport: Transport, params: ListParams) =>
  infiniteQueryOptions<
    Market[],
    CallError,
    { pages: Market[][] },
    readonly ['catalog.markets', ListParams, 'pages'],
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

/** The market list for a set of filters. */
export function useMarketsList(filters: MarketFilters) {
  const transport = useTransport();
  const params = useMemo(() => marketsParams(filters, new Date()), [filters]);
  return useInfiniteQuery(listOptions(transport, params));
}

/**
 * Asks for the list's first page as the terminal starts, before its first render, which then
 * finds the answer on its way instead of asking once it has drawn the rest of the screen.
 */
export function prefetchFirstMarkets(client: QueryClient, transport: Transport): void {
  void client.prefetchInfiniteQuery(
    listOptions(transport, marketsParams(defaultFilters, new Date())),
  );
}
