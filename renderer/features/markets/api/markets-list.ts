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
