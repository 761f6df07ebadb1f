import {
  badParameter,
  type Event,
  type EventsKeysetQuery,
  type EventsQuery,
  type Market,
  type MarketsKeysetQuery,
  type MarketsQuery,
} from '../../contract/index.js';
import type { Catalog } from '../types.js';

const CURSOR = /^[A-Za-z0-9_-]{1,40}$/;
const POSITION = /^p(\d{1,12})$/;

/** The cursor of the page that starts at `position` of the ordered list (opaque to clients). */
const encodeCursor = (position: number): string =>
  Buffer.from(`p${position}`).toString('base64url');

function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const match = CURSOR.test(cursor) && POSITION.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw badParameter('after_cursor', 'is not a cursor this service gave');
  return Number(match[1]);
}

/**
 * One page of a list in its order, one row more than asked read to know whether another page
 * follows; `next_cursor` names it and is absent on the last page.
 */
function keysetPage<T>(
  limit: number,
  cursor: string | undefined,
  read: (offset: number, limit: number) => T[],
): { items: T[]; next_cursor?: string } {
  const position = decodeCursor(cursor);
  const rows = read(position, limit + 1);
  const items = rows.slice(0, limit);
  return rows.length > limit ? { items, next_cursor: encodeCursor(position + limit) } : { items };
}

/**
 * GET /markets/keyset and /events/keyset: the filters and order of the offset lists, paged by
 * a cursor instead of an offset. The cursor stands for a position in that order.
 */
export function createKeysetLists(lists: Pick<Catalog, 'listMarkets' | 'listEvents'>) {
  return {
    marketsKeyset({ after_cursor, ...query }: MarketsKeysetQuery) {
      const page = keysetPage<Market>(query.limit, after_cursor, (offset, limit) =>
        lists.listMarkets({ ...query, offset, limit } satisfies MarketsQuery),
      );
      return {
        markets: page.items,
        ...(page.next_cursor ? { next_cursor: page.next_cursor } : {}),
      };
    },
    eventsKeyset({ after_cursor, ...query }: EventsKeysetQuery) {
      const page = keysetPage<Event>(query.limit, after_cursor, (offset, limit) =>
        lists.listEvents({ ...query, offset, limit } satisfies EventsQuery),
      );
      return { events: page.items, ...(page.next_cursor ? { next_cursor: page.next_cursor } : {}) };
    },
  };
}
