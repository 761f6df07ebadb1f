import type { SeriesWithoutEvents, Tag } from '../../contract/index.js';
import { eventInScope, type CreatorScope } from './creator-scope.js';
import { SERIES_COLUMNS, toSeries, type SeriesRow } from './series-row.js';
import { TAG_COLUMNS, toTag, type TagRow } from './tag-row.js';
import { groupBy } from './group-by.js';
import { IN_LIST, jsonList } from './sql-filter.js';
import type { StatementCache } from './statement-cache.js';

const TAGS_OF_EVENTS = `SELECT et.event_id, ${TAG_COLUMNS} FROM event_tags et
  JOIN tags t ON t.id = et.tag_id WHERE et.event_id ${IN_LIST} ORDER BY et.event_id, t.id`;

export function loadTagsByEvent(
  statements: StatementCache,
  eventIds: readonly number[],
): Map<number, Tag[]> {
  const rows = statements.all<TagRow & { event_id: number }>(TAGS_OF_EVENTS, jsonList(eventIds));
  return groupBy(rows, (row) => row.event_id, toTag);
}

type SeriesOfEventRow = SeriesRow & {
  event_id: number;
  total_volume_micros: number;
  total_volume_24hr_micros: number;
  total_liquidity_micros: number;
};

/** Series rows of the `page` CTE (event_id, series_id), with totals over each series' events. */
const seriesWithTotalsSql = (pageSql: string, scopeSql: string) => `WITH page AS (${pageSql}),
    totals AS (
      SELECT se.series_id, SUM(e.volume_micros) AS volume_micros,
        SUM(e.volume_24hr_micros) AS volume_24hr_micros, SUM(e.liquidity_micros) AS liquidity_micros
      FROM series_events se JOIN events e ON e.id = se.event_id
      WHERE se.series_id IN (SELECT series_id FROM page) ${scopeSql}
      GROUP BY se.series_id
    )
    SELECT page.event_id, ${SERIES_COLUMNS},
      COALESCE(totals.volume_micros, 0) AS total_volume_micros,
      COALESCE(totals.volume_24hr_micros, 0) AS total_volume_24hr_micros,
      COALESCE(totals.liquidity_micros, 0) AS total_liquidity_micros
    FROM page JOIN series s ON s.id = page.series_id
    LEFT JOIN totals ON totals.series_id = s.id
    ORDER BY page.event_id, s.id`;

function loadSeriesRows(
  statements: StatementCache,
  pageSql: string,
  ids: readonly number[],
  scope: CreatorScope | null,
  baseUrl: string,
): Map<number, SeriesWithoutEvents[]> {
  const inScope = scope ? eventInScope(scope, 'e.id') : null;
  const sql = seriesWithTotalsSql(pageSql, inScope ? `AND ${inScope.sql}` : '');
  const rows = statements.all<SeriesOfEventRow>(sql, jsonList(ids), ...(inScope?.params ?? []));
  return groupBy(
    rows,
    (row) => row.event_id,
    (row) =>
      toSeries(
        row,
        {
          volumeMicros: row.total_volume_micros,
          volume24hrMicros: row.total_volume_24hr_micros,
          liquidityMicros: row.total_liquidity_micros,
        },
        baseUrl,
      ),
  );
}

/**
 * The series of each event, with volume and liquidity summed over the series' events (those
 * in scope when a creator is given). Totals are computed once per series, not per event.
 */
export function loadSeriesByEvent(
  statements: StatementCache,
  eventIds: readonly number[],
  scope: CreatorScope | null,
  baseUrl: string,
): Map<number, SeriesWithoutEvents[]> {
  const page = `SELECT event_id, series_id FROM series_events WHERE event_id ${IN_LIST}`;
  return loadSeriesRows(statements, page, eventIds, scope, baseUrl);
}

/** The given series by id, with the same totals as loadSeriesByEvent. */
export function loadSeriesById(
  statements: StatementCache,
  seriesIds: readonly number[],
  scope: CreatorScope | null,
  baseUrl: string,
): Map<number, SeriesWithoutEvents> {
  const page = `SELECT value AS event_id, value AS series_id FROM json_each(?)`;
  const bySeries = loadSeriesRows(statements, page, seriesIds, scope, baseUrl);
  return new Map([...bySeries].flatMap(([id, [series]]) => (series ? [[id, series]] : [])));
}
