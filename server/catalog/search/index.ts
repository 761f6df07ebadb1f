import type { SearchResult, SearchTag } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import type { Catalog, CatalogOptions } from '../types.js';
import {
  AnswerCache,
  catalogVersion,
  createStatementCache,
  parseCreator,
  type CreatorScope,
} from '../shared/index.js';
import { toMatchExpression } from './match-expression.js';
import { loadSearchEvents } from './search-events.js';
import { matchingTags, rankedEventIds } from './search-sql.js';

const CACHED_QUERIES = 256;
/** About 16 MB of ids at most: a full ranking of a 100,000-market catalog is ~27,000 ids. */
const CACHED_IDS = 2_000_000;

const scopeKey = (scope: CreatorScope | null): string =>
  scope === null
    ? ''
    : scope.kind === 'wallet'
      ? `wallet:${scope.address}`
      : `site:${scope.siteId}`;

/**
 * GET /public-search. Ranking every match of a common word costs tens of milliseconds
 * (bm25 and the sort touch each of them), so the full rankings of recent queries are cached
 * until the catalog changes (see catalogVersion); a page is then a slice of the cached ids
 * plus one batched load of those events and their tags.
 */
export function createSearch(db: Database, options: CatalogOptions): Pick<Catalog, 'search'> {
  const statements = createStatementCache(db);
  const version = catalogVersion(db, 'search');
  const rankings = new AnswerCache<number[]>(CACHED_IDS, (ids) => ids.length, CACHED_QUERIES);
  const tagLists = new AnswerCache<SearchTag[]>(CACHED_IDS, (tags) => tags.length, CACHED_QUERIES);

  return {
    search(query): SearchResult {
      const expression = toMatchExpression(query.q);
      const scope = parseCreator(query.creator);
      const key = `${expression ?? ''}\n${scopeKey(scope)}`;
      const current = version();
      const ids =
        expression === null
          ? []
          : rankings.get(current, key, () => rankedEventIds(statements, expression, scope));
      const start = (query.page - 1) * query.limit_per_type;
      const end = start + query.limit_per_type;
      const result: SearchResult = {
        events: loadSearchEvents(statements, ids.slice(start, end), options.assetBaseUrl()),
        pagination: { hasMore: ids.length > end, totalResults: ids.length },
      };
      if (query.search_tags) {
        const tags =
          expression === null
            ? []
            : tagLists.get(current, key, () => matchingTags(statements, expression, scope));
        result.tags = tags.slice(start, end);
      }
      return result;
    },
  };
}
export { createMarketSearch, type MarketSearch, type MarketSearchQuery } from './search-markets.js';
