import type { Event } from '../../contract/index.js';
import {
  loadMarketsByEvent,
  loadSeriesByEvent,
  loadTagsByEvent,
  toEventCore,
  type CreatorScope,
  type EventRow,
  type StatementCache,
} from '../shared/index.js';

/**
 * Full events for a page of rows: tags, markets (those in scope) and series are each loaded
 * with one batched statement for the whole page.
 */
export function assembleEvents(
  statements: StatementCache,
  rows: readonly EventRow[],
  scope: CreatorScope | null,
  baseUrl: string,
): Event[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const tags = loadTagsByEvent(statements, ids);
  const markets = loadMarketsByEvent(statements, ids, scope, baseUrl);
  const series = loadSeriesByEvent(statements, ids, scope, baseUrl);
  return rows.map((row) =>
    Object.assign(toEventCore(row, baseUrl), {
      tags: tags.get(row.id) ?? [],
      markets: markets.get(row.id) ?? [],
      series: series.get(row.id) ?? [],
      eventMetadata: JSON.parse(row.event_metadata) as Record<string, unknown>,
    }),
  );
}
