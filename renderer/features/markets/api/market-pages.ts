import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Market } from '../../../../server/contract/index.js';
import { withMarketDefaults } from '../../../lib/market-defaults.js';
import { toCallError } from '../../../lib/queries.js';
import type { CallError } from '../../../lib/transport.js';

/**
 * A list of markets read page by page (`offset`) as it scrolls. Key: `[...key, 'pages']`, so
 * invalidating the method's key refreshes it with every other read of that method.
 */
export const marketPagesOptions = <Key extends readonly [string, unknown]>(
  key: Key,
  pages: { size: number; maxOffset: number },
  fetchPage: (offset: number) => Promise<readonly Market[]>,
) =>
  infiniteQueryOptions<
    Market[],
    CallError,
    { pages: Market[][] },
    readonly [...Key, 'pages'],
    number
  >({
    queryKey: [...key, 'pages'] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      fetchPage(pageParam)
        .then((markets) => markets.map(withMarketDefaults))
        .catch((error: unknown) => {
          throw toCallError(error);
        }),
    getNextPageParam: (lastPage, read) => {
      const next = read.length * pages.size;
      return lastPage.length < pages.size || next > pages.maxOffset ? undefined : next;
    },
    staleTime: 30_000,
    // Pages are replaced, never edited: comparing every market deeply on each page is waste.
    structuralSharing: false,
  });

/**
 * The pages' markets in order, each once: a page is read later than the one before it, and a
 * market whose rank moved meanwhile (a trade changes its volume) can be on both.
 */
export function pagesMarkets(pages: readonly (readonly Market[])[]): Market[] {
  const seen = new Set<string>();
  const markets: Market[] = [];
  for (const page of pages) {
    for (const market of page) {
      if (seen.has(market.id)) continue;
      seen.add(market.id);
      markets.push(market);
    }
  }
  return markets;
}
