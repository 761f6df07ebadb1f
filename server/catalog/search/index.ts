import type { EncodedJson, SearchQuery, SearchResult } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import type { Catalog, CatalogOptions } from '../types.js';
import { createStatementCache, parseCreator } from '../shared/index.js';
import { ACTIVE, CLOSED, DEAD } from './doc-set.js';
import { queryWords } from './fold.js';
import { toMatchExpression } from './match-expression.js';
import { encodeSearchAnswer } from './search-answer.js';
import { cachedSearchEvents } from './search-event-cache.js';
import { searchIndexOf } from './search-index.js';
import { matchingProfiles } from './search-profiles.js';
import {
  eventIdsByColumn,
  filteredEventIds,
  matchingTags,
  type EventSearchFilters,
} from './search-sql.js';
import { topK } from './top-k.js';

/** Whether an event's state passes `events_status`; deleted events never do. */
function statusPasses(flags: number, status: SearchQuery['events_status']): boolean {
  if ((flags & DEAD) !== 0) return false;
  if (status === 'active') return (flags & (ACTIVE | CLOSED)) === ACTIVE;
  if (status === 'closed') return (flags & CLOSED) !== 0;
  return true;
}

/**
 * Relevance as one number, lower first: open events before closed ones (as the venue lists
 * them), then events matched by their own text before those matched through their markets
 * only, then the score of each kind (CatalogIndex's, below 512). Volume, then id, break ties.
 */
const relevanceTier = (closed: boolean, own: number, market: number): number =>
  (closed ? 2 ** 19 : 0) + (own > 0 ? 0 : 2 ** 18) + (511 - own) * 512 + (511 - market);

/**
 * GET /public-search. The events matching every word (each as a prefix) come from the search
 * index in memory (search-index.ts), ranked there by relevance; the filters the index does not
 * know and the sorts by a column are applied in SQL to the matching ids. A page is then one
 * batched load of the events that earlier pages since the last catalog write did not load,
 * with their tags, markets and series, kept as JSON bytes that the answer joins
 * (search-event-cache.ts, search-answer.ts).
 */
export function createSearch(db: Database, options: CatalogOptions): Pick<Catalog, 'search'> {
  const statements = createStatementCache(db);
  const searchIndex = searchIndexOf(db);
  const loadEvents = cachedSearchEvents(db, statements);
  /** Each matching event's relevanceTier in the current search, by slot. */
  let tiers = new Int32Array(0);

  const pageOfEvents = (query: SearchQuery, filters: EventSearchFilters) => {
    const words = queryWords(query.q);
    const offset = (query.page - 1) * query.limit_per_type;
    if (words.length === 0) return { ids: [], total: 0 };
    const index = searchIndex.current();
    const matches = index.matchEvents(words);
    const { flags, ids, volumes } = index.events;
    const status = (slot: number) => statusPasses(flags[slot]!, query.events_status);
    const passing = filteredEventIds(
      statements,
      () => matches.slots.filter(status).map((slot) => ids[slot]!),
      filters,
    );
    const kept = passing && new Set(passing);
    const keep = kept ? (slot: number) => status(slot) && kept.has(ids[slot]!) : status;
    if (query.sort !== 'relevance') {
      const slots = matches.slots.filter(keep);
      const page = { offset, limit: query.limit_per_type };
      const sort = { sort: query.sort, ascending: query.ascending };
      const sorted = eventIdsByColumn(
        statements,
        slots.map((slot) => ids[slot]!),
        sort,
        page,
      );
      return { ids: sorted, total: slots.length };
    }
    if (tiers.length < index.events.size) tiers = new Int32Array(index.events.size * 2);
    const ranked = topK(
      matches.slots,
      offset + query.limit_per_type,
      (a, b) => tiers[a]! - tiers[b]! || volumes[b]! - volumes[a]! || ids[a]! - ids[b]!,
      (slot) => {
        if (!keep(slot)) return false;
        const closed = (flags[slot]! & CLOSED) !== 0;
        tiers[slot] = relevanceTier(closed, matches.own(slot), matches.market(slot));
        return true;
      },
    );
    return { ids: ranked.top.slice(offset).map((slot) => ids[slot]!), total: ranked.count };
  };

  return {
    search(query): EncodedJson<SearchResult> {
      const scope = parseCreator(query.creator);
      const filters: EventSearchFilters = {
        events_status: query.events_status,
        keep_closed_markets: query.keep_closed_markets,
        events_tag: query.events_tag,
        exclude_tag_id: query.exclude_tag_id,
        recurrence: query.recurrence,
        scope,
      };
      const { ids, total } = pageOfEvents(query, filters);
      const start = (query.page - 1) * query.limit_per_type;
      const end = start + query.limit_per_type;
      const shape = {
        scope,
        optimized: query.optimized,
        openMarketsOnly: query.keep_closed_markets === 0,
      };
      const events = loadEvents(ids, shape, options.assetBaseUrl());
      const rest: Omit<SearchResult, 'events'> = {
        pagination: { hasMore: total > end, totalResults: total },
      };
      if (query.search_tags) {
        const expression = toMatchExpression(query.q);
        const tags = expression === null ? [] : matchingTags(statements, expression, scope);
        rest.tags = tags.slice(start, end);
      }
      if (query.search_profiles) {
        const profiles = matchingProfiles(statements, query.q, options.assetBaseUrl());
        rest.profiles = profiles.slice(start, end);
      }
      return encodeSearchAnswer(events, rest);
    },
  };
}
export { createMarketSearch, type MarketSearch, type MarketSearchQuery } from './search-markets.js';
