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

/**
 * Events matching the expression: by their own title, ticker or description (events_fts), or
 * through one of their markets, whose document holds its question, outcomes, group title, the
 * event's title and its tags (markets_fts, migration 006), mapped to their events through a
 * narrow index (migration 009): a common word matches most markets, and reading their wide rows
 * would cost several times the match itself. Each event keeps its best score of
 * either kind (bm25, lower is better); the two kinds are not comparable, so they stay apart.
 * bm25 is computed in a materialized CTE because FTS5 refuses auxiliary functions inside an
 * aggregate.
 */
const MATCHED_EVENTS = `WITH hits AS MATERIALIZED (
    SELECT rowid AS id, bm25(events_fts, 10.0, 5.0, 1.0) AS event_score, NULL AS market_score
    FROM events_fts WHERE events_fts MATCH ?
    UNION ALL
    SELECT m.event_id, NULL, bm25(markets_fts, 10.0, 5.0, 5.0, 10.0, 2.0)
    FROM markets_fts JOIN markets m INDEXED BY markets_event_of ON m.id = markets_fts.rowid
    WHERE markets_fts MATCH ?
  ), matched AS (
    SELECT id, MIN(event_score) AS event_score, MIN(market_score) AS market_score
    FROM hits GROUP BY id)`;

/**
 * Relevance: open events before closed ones (as the venue lists them), then events matched by
 * their own text before those matched through their markets only, then the best score of each
 * kind, then volume, then id.
 */
const BY_RELEVANCE = `e.closed, matched.event_score IS NULL, matched.event_score,
  matched.market_score, e.volume_micros DESC, e.id`;

function eventFilter(filters: EventSearchFilters): SqlFilter {
  const filter = new SqlFilter();
  if (filters.events_status === 'active') filter.add('e.active = 1 AND e.closed = 0');
  if (filters.events_status === 'closed') filter.add('e.closed = 1');
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
 * Ids of every event matching the expression and the filters, in the answer's order: by
 * relevance (BY_RELEVANCE), or by a sort column, then id.
 */
export function rankedEventIds(
  statements: StatementCache,
  expression: string,
  filters: EventSearchFilters,
  sort: Pick<SearchQuery, 'sort' | 'ascending'>,
): number[] {
  const filter = eventFilter(filters);
  const order =
    sort.sort === 'relevance'
      ? BY_RELEVANCE
      : `${SORT_COLUMNS[sort.sort]} ${sort.ascending ? 'ASC' : 'DESC'}, e.id`;
  const sql = `${MATCHED_EVENTS}
    SELECT json_group_array(e.id ORDER BY ${order})
    FROM matched JOIN events e ON e.id = matched.id ${filter.where()}`;
  const ids = statements.valueList(sql, expression, expression, ...filter.params);
  return (ids ?? []) as number[];
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
