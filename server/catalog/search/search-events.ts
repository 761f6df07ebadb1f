import type { SearchEvent } from '../../contract/index.js';
import {
  EVENT_ROW,
  jsonList,
  loadMarketsByEvent,
  loadSeriesByEvent,
  loadTagsByEvent,
  toEventCore,
  upstreamEvent,
  type CreatorScope,
  type EventRow,
  type StatementCache,
} from '../shared/index.js';
import { withoutKeys } from '../shared/upstream-object.js';

const EVENTS_OF_IDS = `SELECT ${EVENT_ROW.select} FROM json_each(?) page
  JOIN events e ON e.id = page.value`;

export interface SearchEventShape {
  scope: CreatorScope | null;
  /** Only the events and their tags, without markets and series (`optimized`). */
  optimized: boolean;
  /** Leave closed markets out (`keep_closed_markets=0`). */
  openMarketsOnly: boolean;
}

/**
 * The events of one result page by their ids (an id no event has is left out), each with its
 * tags and, as the venue answers them, its markets (those in scope) and series. Each part is one
 * batched statement. A mirror's event is the upstream's, with its tags and series as they came
 * with it.
 */
export function loadSearchEvents(
  statements: StatementCache,
  ids: readonly number[],
  shape: SearchEventShape,
  baseUrl: string,
): Map<number, SearchEvent> {
  if (ids.length === 0) return new Map();
  const rows = statements.rows<EventRow>(EVENT_ROW, EVENTS_OF_IDS, jsonList(ids));
  const tags = loadTagsByEvent(statements, ids);
  const byId = (toEvent: (row: EventRow) => SearchEvent) =>
    new Map(rows.map((row) => [row.id, toEvent(row)]));
  if (shape.optimized) {
    return byId((row) => {
      const upstream = upstreamEvent(row);
      if (upstream) return withoutKeys(upstream, ['markets', 'series']) as SearchEvent;
      return { ...toEventCore(row, baseUrl), tags: tags.get(row.id) ?? [] };
    });
  }
  const markets = loadMarketsByEvent(statements, ids, shape.scope, baseUrl, shape.openMarketsOnly);
  const series = loadSeriesByEvent(statements, ids, shape.scope, baseUrl);
  return byId((row) => {
    const upstream = upstreamEvent(row);
    if (upstream) return { ...upstream, markets: markets.get(row.id) ?? [] } as SearchEvent;
    return {
      ...toEventCore(row, baseUrl),
      tags: tags.get(row.id) ?? [],
      markets: markets.get(row.id) ?? [],
      series: series.get(row.id) ?? [],
    };
  });
}
