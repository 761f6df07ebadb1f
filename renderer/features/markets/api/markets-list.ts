import { useMemo } from 'react';
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { CATALOG_MAX_OFFSET } from '../../../../server/shared/index.js';
import type { RpcParams } from '../../../lib/queries.js';
import type { Transport } from '../../../lib/transport.js';
import { useTransport } from '../../../lib/transport-context.js';
import {
  MARKET_PAGE_SIZE,
  defaultFilters,
  marketsParams,
  type MarketFilters,
} from '../market-filters.js';
import { marketPagesOptions } from './market-pages.js';

type ListParams = ReturnType<typeof marketsParams>;

const LIST_PAGES = { size: MARKET_PAGE_SIZE, maxOffset: CATALOG_MAX_OFFSET };

/** The market list for a set of parameters. Key: `['catalog.markets', params, 'pages']`. */
const listOptions = (transport: Transport, params: ListParams) =>
  marketPagesOptions(['catalog.markets', params] as const, LIST_PAGES, (offset) =>
    transport.call('catalog.markets', { ...params, offset } as RpcParams<'catalog.markets'>),
  );

/** How often the list's rows are read again while it is shown: prices and volumes move. */
export const LIST_REFRESH_MS = 10_000;

/**
 * The most pages a refresh reads again. A refresh reads every page loaded, in turn: a list
 * scrolled deeper keeps its rows until its filters change or the page reloads.
 */
export const REFRESHED_PAGES = 2;

/** The market list for a set of filters, its first pages read again every few seconds. */
export function useMarketsList(filters: MarketFilters) {
  const transport = useTransport();
  const params = useMemo(() => marketsParams(filters, new Date()), [filters]);
  return useInfiniteQuery({
    ...listOptions(transport, params),
    refetchInterval: (query) =>
      (query.state.data?.pages.length ?? 0) <= REFRESHED_PAGES ? LIST_REFRESH_MS : false,
  });
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
