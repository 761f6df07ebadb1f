import type { RpcParams } from '../../lib/queries.js';

export const marketSorts = [
  { value: 'volume', label: 'Volume' },
  { value: 'volume24hr', label: '24h volume' },
  { value: 'liquidity', label: 'Liquidity' },
  { value: 'ending', label: 'Ending soon' },
  { value: 'newest', label: 'Newest' },
] as const;
export type MarketSort = (typeof marketSorts)[number]['value'];

export const marketStatuses = [
  { value: 'active', label: 'Active' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
] as const;
export type MarketStatus = (typeof marketStatuses)[number]['value'];

export interface MarketFilters {
  sort: MarketSort;
  status: MarketStatus;
  /** A tag slug, or null for every tag. */
  tag: string | null;
}

export const defaultFilters: MarketFilters = { sort: 'volume', status: 'active', tag: null };

export const MARKET_PAGE_SIZE = 100;
/**
 * The search box's page: a tall list's rows in view. Kept small because each key typed asks a
 * new query, and its answer's size is most of what it costs (docs/benchmarks.md, "Type-ahead
 * search"); more pages follow as the results scroll.
 */
export const SEARCH_PAGE_SIZE = 30;

const sortColumns: Record<MarketSort, { order: string; ascending: boolean }> = {
  volume: { order: 'volumeNum', ascending: false },
  volume24hr: { order: 'volume24hr', ascending: false },
  liquidity: { order: 'liquidityNum', ascending: false },
  ending: { order: 'endDate', ascending: true },
  newest: { order: 'createdAt', ascending: false },
};

/** The `active`/`closed` flags of a status filter. */
export function statusFlags(status: MarketStatus): { active?: boolean; closed?: boolean } {
  if (status === 'active') return { active: true, closed: false };
  if (status === 'closed') return { closed: true };
  return {};
}

/**
 * The `catalog.markets` parameters of the list's filters (without the page offset).
 * "Ending soon" among open markets starts from `now`, so markets past their end date but
 * not yet resolved do not crowd the top.
 */
export function marketsParams(
  filters: MarketFilters,
  now: Date,
): Omit<RpcParams<'catalog.markets'>, 'offset'> {
  const params: Omit<RpcParams<'catalog.markets'>, 'offset'> = {
    limit: MARKET_PAGE_SIZE,
    ...sortColumns[filters.sort],
    ...statusFlags(filters.status),
  };
  if (filters.tag) params.tag_slug = filters.tag;
  if (filters.sort === 'ending' && filters.status === 'active') {
    params.end_date_min = `${now.toISOString().slice(0, 16)}Z`;
  }
  return params;
}
