import type { Event } from '../../contract/index.js';
import {
  loadMarketsByEvent,
  loadSeriesByEvent,
  loadTagsByEvent,
  toEventCore,
  upstreamEvent,
  type CreatorScope,
  type EventRow,
  type StatementCache,
} from '../shared/index.js';

/**
 * Full events for a page of rows: tags, markets (those in scope) and series are each loaded
 * with one batched statement for the whole page. A mirror's event is served as its upstream
 * sent it (its tags and series as they came with it), with the markets the mirror holds now.
 */
export function assembleEvents(
  statements: StatementCache,
  rows: readonly EventRow[],
  scope: CreatorScope | null,
  baseUrl: string,
): Event[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const localIds = rows.filter((row) => row.upstream_json === null).map((row) => row.id);
  const tags = loadTagsByEvent(statements, localIds);
  const markets = loadMarketsByEvent(statements, ids, scope, baseUrl);
  const series = loadSeriesByEvent(statements, localIds, scope, baseUrl);
  return rows.map((row): Event => {
    const upstream = upstreamEvent(row);
    if (upstream) return Object.assign(upstream, { markets: markets.get(row.id) ?? [] }) as Event;
    return Object.assign(toEventCore(row, baseUrl), {
      tags: tags.get(row.id) ?? [],
      markets: markets.get(row.id) ?? [],
      series: series.get(row.id) ?? [],
      eventMetadata: JSON.parse(row.event_metadata) as Record<string, unknown>,
    });
  });
}
