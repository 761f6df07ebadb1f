import type { SearchQuery, SearchTag } from '../../contract/index.js';
import {
  eventInScope,
  hasValues,
  IN_LIST,
  jsonList,
  SqlFilter,
  type CreatorScope,
  type StatementCache,
} from '../shared/index.js';

/** The filters of GET /public-search that choose which matching events are listed. */
export type EventSearchFilters = Pick<
  SearchQuery,
  'events_status' | 'keep_closed_markets' | 'events_tag' | 'exclude_tag_id' | 'recurrence'
> & { scope: CreatorScope | null };

/** The event column behind each `sort` value but relevance. */
const SORT_COLUMNS: Record<Exclude<SearchQuery['sort'], 'relevance'>, string> = {
  volume: 'e.volume_micros',
  volume_24hr: 'e.volume_24hr_micros',
  liquidity: 'e.liquidity_micros',
  competitive: 'e.competitive_micros',
  start_date: 'e.start_date',
  end_date: 'e.end_date',
  created_at: 'e.created_at',
};

function eventFilter(filters: EventSearchFilters): SqlFilter {
  const filter = new SqlFilter();
  if (filters.keep_closed_markets === 0) {
    filter.add('EXISTS (SELECT 1 FROM markets om WHERE om.event_id = e.id AND om.closed = 0)');
  }
  if (hasValues(filters.events_tag)) {
    filter.add(
      `EXISTS (SELECT 1 FROM event_tags et JOIN tags t ON t.id = et.tag_id
        WHERE et.event_id = e.id AND t.slug ${IN_LIST})`,
      jsonList(filters.events_tag),
    );
  }
  if (hasValues(filters.exclude_tag_id)) {
    filter.add(
      `NOT EXISTS (SELECT 1 FROM event_tags et WHERE et.event_id = e.id AND et.tag_id ${IN_LIST})`,
      jsonList(filters.exclude_tag_id),
    );
  }
  if (filters.recurrence !== undefined) {
    filter.add(
      `EXISTS (SELECT 1 FROM series_events se JOIN series s ON s.id = se.series_id
        WHERE se.event_id = e.id AND s.recurrence = ?)`,
      filters.recurrence,
    );
  }
  if (filters.scope) {
    const inScope = eventInScope(filters.scope, 'e.id');
    filter.add(inScope.sql, ...inScope.params);
  }
  return filter;
}

/**
 * The ids among `ids` that pass the filters decided in SQL (all but `events_status`, which
 * the search index knows); null when the query has none of them.
 */
export function filteredEventIds(
  statements: StatementCache,
  ids: () => readonly number[],
  filters: EventSearchFilters,
): number[] | null {
  const filter = eventFilter(filters);
  const where = filter.where();
  if (where === '') return null;
  const sql = `SELECT json_group_array(e.id) FROM json_each(?) page
    JOIN events e ON e.id = page.value ${where}`;
  return (statements.valueList(sql, jsonList(ids()), ...filter.params) ?? []) as number[];
}

/** One page of `ids` in the order of a sort column, then id. */
export function eventIdsByColumn(
  statements: StatementCache,
  ids: readonly number[],
  sort: Pick<SearchQuery, 'sort' | 'ascending'> & {
    sort: Exclude<SearchQuery['sort'], 'relevance'>;
  },
  page: { offset: number; limit: number },
): number[] {
  if (ids.length === 0) return [];
  const column = SORT_COLUMNS[sort.sort];
  const sql = `SELECT json_group_array(id) FROM (SELECT e.id FROM json_each(?) page
    JOIN events e ON e.id = page.value
    ORDER BY ${column} ${sort.ascending ? 'ASC' : 'DESC'}, e.id LIMIT ? OFFSET ?)`;
  return (statements.valueList(sql, jsonList(ids), page.limit, page.offset) ?? []) as number[];
}

interface TagMatchRow {
  id: number;
  label: string;
  slug: string;
  event_count: number;
}

/** Tags matching the expression with their event counts (in scope), best first. */
export function matchingTags(
  statements: StatementCache,
  expression: string,
  scope: CreatorScope | null,
): SearchTag[] {
  const inScope = scope ? eventInScope(scope, 'et.event_id') : null;
  const sql = `SELECT t.id, t.label, t.slug,
      (SELECT COUNT(*) FROM event_tags et WHERE et.tag_id = t.id
        ${inScope ? `AND ${inScope.sql}` : ''}) AS event_count
    FROM tags_fts JOIN tags t ON t.id = tags_fts.rowid
    WHERE tags_fts MATCH ?
    ORDER BY bm25(tags_fts, 2.0, 1.0), event_count DESC, t.id`;
  const rows = statements.all<TagMatchRow>(sql, ...(inScope?.params ?? []), expression);
  return rows.map((row) => ({
    id: String(row.id),
    label: row.label,
    slug: row.slug,
    event_count: row.event_count,
  }));
}
