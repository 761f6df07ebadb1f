import type { SearchResult } from '../../contract/index.js';
import {
  EVENT_ROW,
  jsonList,
  loadTagsByEvent,
  toEventCore,
  type EventRow,
  type StatementCache,
} from '../shared/index.js';

const EVENTS_IN_ORDER = `SELECT ${EVENT_ROW.select} FROM json_each(?) page
  JOIN events e ON e.id = page.value ORDER BY page.key`;

/** The events of one result page, in the given order, each with its tags. */
export function loadSearchEvents(
  statements: StatementCache,
  ids: readonly number[],
  baseUrl: string,
): SearchResult['events'] {
  if (ids.length === 0) return [];
  const rows = statements.rows<EventRow>(EVENT_ROW, EVENTS_IN_ORDER, jsonList(ids));
  const tags = loadTagsByEvent(statements, ids);
  return rows.map((row) => ({
    ...toEventCore(row, baseUrl),
    tags: tags.get(row.id) ?? [],
  }));
}
