import { notFound, type Event, type EventsQuery } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import type { Catalog, CatalogOptions } from '../types.js';
import {
  AnswerCache,
  EVENT_ROW,
  catalogVersion,
  createStatementCache,
  eventInScope,
  inIdOrder,
  jsonList,
  parseCreator,
  type EventRow,
} from '../shared/index.js';
import { assembleEvents } from './assemble-events.js';
import { eventPageSql } from './event-list-sql.js';

const EVENT_ROWS_BY_ID = `SELECT ${EVENT_ROW.select} FROM json_each(?) j
  JOIN events e ON e.id = j.value`;

const weighEvents = (events: readonly Event[]): number =>
  events.reduce((weight, event) => weight + 1 + event.markets.length, 0);

export function createEventQueries(
  db: Database,
  options: CatalogOptions,
): Pick<Catalog, 'listEvents' | 'getEvent' | 'getEventBySlug'> {
  const statements = createStatementCache(db);
  const version = catalogVersion(db);
  // Budgets in events and their markets (about 3 KB each): some 6 MB each.
  const pages = new AnswerCache<Event[]>(2000, weighEvents);
  const singles = new AnswerCache<Event | null>(2000, (event) =>
    event ? weighEvents([event]) : 1,
  );

  function listEvents(query: EventsQuery, baseUrl: string): Event[] {
    const { sql, params } = eventPageSql(query);
    const ids = statements.column<number>(sql, ...params);
    if (ids.length === 0) return [];
    const rows = statements.rows<EventRow>(EVENT_ROW, EVENT_ROWS_BY_ID, jsonList(ids));
    const ordered = inIdOrder(ids, rows, (row) => row.id);
    return assembleEvents(statements, ordered, parseCreator(query.creator), baseUrl);
  }

  /** One event by a unique column; out of the creator's scope counts as unknown. */
  function getOne(column: 'id' | 'slug', key: number | string, creator?: string): Event {
    const baseUrl = options.assetBaseUrl();
    const cacheKey = `${baseUrl} ${column} ${key} ${creator ?? ''}`;
    const event = singles.get(version(), cacheKey, () => {
      const scope = parseCreator(creator);
      const inScope = scope ? eventInScope(scope, 'e.id') : null;
      const sql = `SELECT ${EVENT_ROW.select} FROM events e WHERE e.${column} = ?
        ${inScope ? `AND ${inScope.sql}` : ''}`;
      const row = statements.row<EventRow>(EVENT_ROW, sql, key, ...(inScope?.params ?? []));
      return row ? (assembleEvents(statements, [row], scope, baseUrl)[0] ?? null) : null;
    });
    if (!event) throw notFound(`event ${key}`);
    return event;
  }

  return {
    listEvents(query) {
      const baseUrl = options.assetBaseUrl();
      const key = `${baseUrl} ${JSON.stringify(query)}`;
      return pages.get(version(), key, () => listEvents(query, baseUrl));
    },
    getEvent: (id, creator) => getOne('id', id, creator),
    getEventBySlug: (slug, creator) => getOne('slug', slug, creator),
  };
}
