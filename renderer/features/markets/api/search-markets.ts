import { keepPreviousData } from '@tanstack/react-query';
import { useRpcQuery } from '../../../lib/queries.js';
import { statusFlags, type MarketStatus } from '../market-filters.js';

export const SEARCH_LIMIT = 100;

/** Type-ahead results for `query` (already debounced); idle while it is empty. */
export function useSearchMarkets(query: string, status: MarketStatus) {
  const q = query.trim();
  return useRpcQuery(
    'catalog.searchMarkets',
    { q: q || ' ', limit: SEARCH_LIMIT, ...statusFlags(status) },
    { enabled: q.length > 0, placeholderData: keepPreviousData, staleTime: 30_000 },
  );
}
