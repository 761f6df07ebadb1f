import type { SearchProfile, SearchResult, SearchTag } from '../../contract/index.js';
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
import { matchingProfiles } from './search-profiles.js';
import { matchingTags, rankedEventIds, type EventSearchFilters } from './search-sql.js';

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
 * until what they depend on changes (see catalogVersion): the text and structure of the
 * catalog for a ranking by relevance, any catalog change for one by a column such as volume.
 * A page is then a slice of the cached ids plus batched loads of those events, their tags,
 * markets and series.
 */
export function createSearch(db: Database, options: CatalogOptions): Pick<Catalog, 'search'> {
  const statements = createStatementCache(db);
  const searchVersion = catalogVersion(db, 'search');
  const answersVersion = catalogVersion(db);
  const weighIds = (ids: readonly unknown[]) => ids.length;
  const byRelevance = new AnswerCache<number[]>(CACHED_IDS, weighIds, CACHED_QUERIES);
  const byColumn = new AnswerCache<number[]>(CACHED_IDS, weighIds, CACHED_QUERIES);
  const tagLists = new AnswerCache<SearchTag[]>(CACHED_IDS, weighIds, CACHED_QUERIES);
  const profileLists = new AnswerCache<SearchProfile[]>(CACHED_IDS, weighIds, CACHED_QUERIES);

  return {
    search(query): SearchResult {
      const expression = toMatchExpression(query.q);
      const scope = parseCreator(query.creator);
      const filters: EventSearchFilters = {
        events_status: query.events_status,
        keep_closed_markets: query.keep_closed_markets,
        events_tag: query.events_tag,
        exclude_tag_id: query.exclude_tag_id,
        recurrence: query.recurrence,
        scope,
      };
      const textKey = `${expression ?? ''}\n${scopeKey(scope)}`;
      const rankingKey = JSON.stringify([
        textKey,
        query.events_status,
        query.keep_closed_markets,
        query.events_tag,
        query.exclude_tag_id,
        query.recurrence,
        query.sort,
        query.ascending,
      ]);
      const rank = () =>
        expression === null ? [] : rankedEventIds(statements, expression, filters, query);
      const ids =
        query.sort === 'relevance'
          ? byRelevance.get(searchVersion(), rankingKey, rank)
          : byColumn.get(answersVersion(), rankingKey, rank);
      const start = (query.page - 1) * query.limit_per_type;
      const end = start + query.limit_per_type;
      const shape = {
        scope,
        optimized: query.optimized,
        openMarketsOnly: query.keep_closed_markets === 0,
      };
      const result: SearchResult = {
        events: loadSearchEvents(statements, ids.slice(start, end), shape, options.assetBaseUrl()),
        pagination: { hasMore: ids.length > end, totalResults: ids.length },
      };
      if (query.search_tags) {
        const tags =
          expression === null
            ? []
            : tagLists.get(searchVersion(), textKey, () =>
                matchingTags(statements, expression, scope),
              );
        result.tags = tags.slice(start, end);
      }
      if (query.search_profiles) {
        const profiles = profileLists.get(searchVersion(), query.q.trim().toLowerCase(), () =>
          matchingProfiles(statements, query.q, options.assetBaseUrl()),
        );
        result.profiles = profiles.slice(start, end);
      }
      return result;
    },
  };
}
export { createMarketSearch, type MarketSearch, type MarketSearchQuery } from './search-markets.js';
