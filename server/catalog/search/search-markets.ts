import type { Market } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import type { Catalog } from '../types.js';
import { ACTIVE, CLOSED, DEAD } from './doc-set.js';
import { queryWords } from './fold.js';
import { searchIndexOf } from './search-index.js';
import { topK } from './top-k.js';

export interface MarketSearchQuery {
  q: string;
  limit: number;
  /** How many of the best matches to skip: the page's start. */
  offset?: number | undefined;
  active?: boolean | undefined;
  closed?: boolean | undefined;
}

export interface MarketSearch {
  /**
   * Markets whose question, outcomes, group item title, event title or tags hold every word
   * of `q` (each as a prefix), the most relevant first (CatalogIndex's score), then the most
   * traded.
   */
  searchMarkets(query: MarketSearchQuery): Market[];
}

/** Whether a market's state passes the query's `active` and `closed` flags. */
function statePasses(flags: number, query: MarketSearchQuery): boolean {
  if ((flags & DEAD) !== 0) return false;
  if (query.active !== undefined && query.active !== ((flags & ACTIVE) !== 0)) return false;
  return query.closed === undefined || query.closed === ((flags & CLOSED) !== 0);
}

/** The terminal's market type-ahead over the catalog's search index (search-index.ts). */
export function createMarketSearch(
  db: Database,
  catalog: Pick<Catalog, 'listMarkets'>,
): MarketSearch {
  const searchIndex = searchIndexOf(db);

  const rankedIds = (words: readonly string[], query: MarketSearchQuery): number[] => {
    const index = searchIndex.current();
    const { slots, score } = index.matchMarkets(words);
    const { flags, volumes, ids } = index.markets;
    const offset = query.offset ?? 0;
    const ranked = topK(
      slots,
      offset + query.limit,
      (a, b) => score(b) - score(a) || volumes[b]! - volumes[a]! || ids[a]! - ids[b]!,
      (slot) => statePasses(flags[slot]!, query),
    );
    return ranked.top.slice(offset).map((slot) => ids[slot]!);
  };

  return {
    searchMarkets(query) {
      const words = queryWords(query.q);
      if (words.length === 0) return [];
      const ids = rankedIds(words, query);
      if (ids.length === 0) return [];
      const found = catalog.listMarkets({
        id: ids,
        limit: ids.length,
        offset: 0,
        ascending: false,
      });
      const byId = new Map(found.map((market) => [Number(market.id), market]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
