import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { MARKET_SEARCH_MAX_OFFSET } from '../../../../server/shared/index.js';
import { useTransport } from '../../../lib/transport-context.js';
import { SEARCH_PAGE_SIZE, statusFlags, type MarketStatus } from '../market-filters.js';
import { marketPagesOptions } from './market-pages.js';

const SEARCH_PAGES = { size: SEARCH_PAGE_SIZE, maxOffset: MARKET_SEARCH_MAX_OFFSET };

/**
 * Type-ahead results for `query` (already debounced), page by page as they scroll; idle while
 * it is empty. Key: `['catalog.searchMarkets', params, 'pages']`.
 */
export function useSearchMarkets(query: string, status: MarketStatus) {
  const transport = useTransport();
  const q = query.trim();
  const params = { q: q || ' ', limit: SEARCH_PAGE_SIZE, ...statusFlags(status) };
  return useInfiniteQuery({
    ...marketPagesOptions(['catalog.searchMarkets', params] as const, SEARCH_PAGES, (offset) =>
      transport.call('catalog.searchMarkets', { ...params, offset }),
    ),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
