import { badParameter } from '../contract/index.js';

/**
 * Cursor paging of the order-book surface (docs/protocol.md): a cursor is base64 of the decimal
 * offset of the page's first row. `MA==` (offset 0) starts; `LTE=` (base64 of "-1") says there
 * are no more pages.
 */
export const END_CURSOR = 'LTE=';

export const encodeCursor = (offset: number): string =>
  Buffer.from(String(offset), 'ascii').toString('base64');

/** Where a request's cursor points: a row offset, or past the end (`LTE=`). */
export type CursorPosition = { offset: number } | 'end';

/**
 * Reads a request's `next_cursor`. Absent or empty: the first page. Anything that is not the
 * canonical base64 of a non-negative decimal offset (or of -1) is a 400 naming next_cursor.
 */
export function decodeCursor(cursor: string | undefined): CursorPosition {
  if (cursor === undefined || cursor === '') return { offset: 0 };
  if (cursor === END_CURSOR) return 'end';
  const text = Buffer.from(cursor, 'base64').toString('ascii');
  const offset = /^(0|[1-9][0-9]{0,14})$/.test(text) ? Number(text) : NaN;
  // Buffer's decoder skips characters outside the alphabet; re-encoding catches them.
  if (!Number.isSafeInteger(offset) || encodeCursor(offset) !== cursor) {
    throw badParameter('next_cursor', 'must be a cursor from a previous page (MA== starts)');
  }
  return { offset };
}

/** A page of a cursor list: the paged envelope of the specification. */
export interface Page<T> {
  data: T[];
  next_cursor: string;
  limit: number;
  count: number;
}

/**
 * Reads one page: `fetch(offset, limit + 1)` returns up to one row more than the page holds,
 * which tells whether another page follows without counting the whole list.
 */
export function readPage<Row, T>(
  position: CursorPosition,
  limit: number,
  fetch: (offset: number, rows: number) => Row[],
  present: (rows: Row[]) => T[],
): Page<T> {
  if (position === 'end') return { data: [], next_cursor: END_CURSOR, limit, count: 0 };
  const rows = fetch(position.offset, limit + 1);
  const more = rows.length > limit;
  const data = present(more ? rows.slice(0, limit) : rows);
  return {
    data,
    next_cursor: more ? encodeCursor(position.offset + limit) : END_CURSOR,
    limit,
    count: data.length,
  };
}
