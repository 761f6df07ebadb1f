import type { Series, SeriesEventSummary, SeriesQuery } from '../../contract/index.js';
import {
  EVENT_ROW,
  jsonRow,
  IN_LIST,
  SERIES_COLUMNS,
  SqlFilter,
  eventInScope,
  groupBy,
  hasValues,
  jsonList,
  parseCreator,
  toEventCore,
  toSeries,
  type EventRow,
  type SeriesRow,
  type SeriesTotals,
  type StatementCache,
} from '../shared/index.js';

type SeriesEventRow = EventRow & { series_id: number };

const SERIES_EVENT_ROW = jsonRow([...EVENT_ROW.columns, ['series_id', 'se.series_id']]);

const sumTotals = (rows: readonly SeriesEventRow[]): SeriesTotals => ({
  volumeMicros: rows.reduce((sum, row) => sum + row.volume_micros, 0),
  volume24hrMicros: rows.reduce((sum, row) => sum + row.volume_24hr_micros, 0),
  liquidityMicros: rows.reduce((sum, row) => sum + row.liquidity_micros, 0),
});

/**
 * GET /series, ordered by id. With a creator, a series is listed when one of its events has
 * a market in scope, and it shows (and totals) only those events.
 */
export function listSeries(
  statements: StatementCache,
  query: SeriesQuery,
  baseUrl: string,
): Series[] {
  const scope = parseCreator(query.creator);
  const eventScope = scope ? eventInScope(scope, 'se.event_id') : null;
  const filter = new SqlFilter();
  if (hasValues(query.slug)) filter.add(`s.slug ${IN_LIST}`, jsonList(query.slug));
  if (query.closed !== undefined) filter.add('s.closed = ?', query.closed ? 1 : 0);
  if (eventScope) {
    filter.add(
      `s.id IN (SELECT se.series_id FROM series_events se WHERE ${eventScope.sql})`,
      ...eventScope.params,
    );
  }
  const pageSql = `SELECT ${SERIES_COLUMNS} FROM series s ${filter.where()}
    ORDER BY s.id LIMIT ? OFFSET ?`;
  const rows = statements.all<SeriesRow>(pageSql, ...filter.params, query.limit, query.offset);
  if (rows.length === 0) return [];

  const eventsSql = `SELECT ${SERIES_EVENT_ROW.select} FROM series_events se
    JOIN events e ON e.id = se.event_id
    WHERE se.series_id ${IN_LIST} ${eventScope ? `AND ${eventScope.sql}` : ''}
    ORDER BY se.series_id, e.id`;
  const eventRows = statements.rows<SeriesEventRow>(
    SERIES_EVENT_ROW,
    eventsSql,
    jsonList(rows.map((row) => row.id)),
    ...(eventScope?.params ?? []),
  );
  const rowsBySeries = groupBy(
    eventRows,
    (row) => row.series_id,
    (row) => row,
  );
  return rows.map((row) => {
    const seriesEvents = rowsBySeries.get(row.id) ?? [];
    const events: SeriesEventSummary[] = seriesEvents.map((event) => toEventCore(event, baseUrl));
    // A mirror's series keeps the upstream's figures; its events are those the mirror holds.
    return { ...toSeries(row, sumTotals(seriesEvents), baseUrl), events };
  });
}
