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

const EVENTS_IN_ORDER = `SELECT ${EVENT_ROW.select} FROM json_each(?) page
  JOIN events e ON e.id = page.value ORDER BY page.key`;

export interface SearchEventShape {
  scope: CreatorScope | null;
  /** Only the events and their tags, without markets and series (`optimized`). */
  optimized: boolean;
  /** Leave closed markets out (`keep_closed_markets=0`). */
  openMarketsOnly: boolean;
}

/**
 * The events of one result page, in the given order, each with its tags and, as the venue
 * answers them, its markets (those in scope) and series. Each part is one batched statement.
 * A mirror's event is the upstream's, with its tags and series as they came with it.
 */
export function loadSearchEvents(
  statements: StatementCache,
  ids: readonly number[],
  shape: SearchEventShape,
  baseUrl: string,
): SearchEvent[] {
  if (ids.length === 0) return [];
  const rows = statements.rows<EventRow>(EVENT_ROW, EVENTS_IN_ORDER, jsonList(ids));
  const tags = loadTagsByEvent(statements, ids);
  if (shape.optimized) {
    return rows.map((row) => {
      const upstream = upstreamEvent(row);
      if (upstream) return withoutKeys(upstream, ['markets', 'series']) as SearchEvent;
      return { ...toEventCore(row, baseUrl), tags: tags.get(row.id) ?? [] };
    });
  }
  const markets = loadMarketsByEvent(statements, ids, shape.scope, baseUrl, shape.openMarketsOnly);
  const series = loadSeriesByEvent(statements, ids, shape.scope, baseUrl);
  return rows.map((row) => {
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
