import type { EventsQuery, eventOrderColumns } from '../../contract/index.js';
import {
  COMMENT_COUNT_SQL,
  IN_LIST,
  SqlFilter,
  addAmountBound,
  addDateFilters,
  eventInScope,
  hasValues,
  jsonList,
  orderByClause,
  parseCreator,
  tagConditions,
} from '../shared/index.js';

/** SQL expression behind each `order` column of GET /events. */
const EVENT_ORDER: Record<(typeof eventOrderColumns)[number], string> = {
  id: 'e.id',
  volume: 'e.volume_micros',
  volume24hr: 'e.volume_24hr_micros',
  liquidity: 'e.liquidity_micros',
  startDate: 'e.start_date',
  endDate: 'e.end_date',
  createdAt: 'e.created_at',
  updatedAt: 'e.updated_at',
  competitive: 'e.competitive_micros',
  title: 'e.title',
  slug: 'e.slug',
  commentCount: `(${COMMENT_COUNT_SQL})`,
};

function eventFilter(query: EventsQuery): SqlFilter {
  const filter = new SqlFilter();
  for (const state of ['active', 'closed', 'archived'] as const) {
    const value = query[state];
    if (value !== undefined) filter.add(`e.${state} = ?`, value ? 1 : 0);
  }
  for (const tag of tagConditions(query, 'e.id')) filter.add(tag.sql, ...tag.params);
  if (hasValues(query.series_id)) {
    filter.add(
      `e.id IN (SELECT se.event_id FROM series_events se WHERE se.series_id ${IN_LIST})`,
      jsonList(query.series_id),
    );
  }
  if (query.series_slug !== undefined) {
    filter.add(
      `e.id IN (SELECT se.event_id FROM series_events se
        JOIN series s ON s.id = se.series_id WHERE s.slug = ?)`,
      query.series_slug,
    );
  }
  if (hasValues(query.slug)) filter.add(`e.slug ${IN_LIST}`, jsonList(query.slug));
  if (hasValues(query.id)) filter.add(`e.id ${IN_LIST}`, jsonList(query.id));
  addAmountBound(filter, 'e.liquidity_micros', '>=', 'liquidity_min', query.liquidity_min);
  addAmountBound(filter, 'e.liquidity_micros', '<=', 'liquidity_max', query.liquidity_max);
  addAmountBound(filter, 'e.volume_micros', '>=', 'volume_min', query.volume_min);
  addAmountBound(filter, 'e.volume_micros', '<=', 'volume_max', query.volume_max);
  addDateFilters(filter, query, 'e.start_date', 'e.end_date');
  const scope = parseCreator(query.creator);
  if (scope) {
    const inScope = eventInScope(scope, 'e.id');
    filter.add(inScope.sql, ...inScope.params);
  }
  return filter;
}

/** The ids of one page of GET /events (see marketPageSql). */
export function eventPageSql(query: EventsQuery): { sql: string; params: unknown[] } {
  const filter = eventFilter(query);
  const orderBy = orderByClause(query.order, query.ascending, EVENT_ORDER, 'e.id');
  return {
    sql: `SELECT e.id FROM events e ${filter.where()} ${orderBy} LIMIT ? OFFSET ?`,
    params: [...filter.params, query.limit, query.offset],
  };
}
