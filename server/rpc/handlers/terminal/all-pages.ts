import type { Page } from '../../../trading/index.js';

const END_CURSOR = 'LTE=';

/** Every item of a cursor-paged account view, in the view's order. */
export function allPages<T>(page: (cursor: string) => Page<T>): T[] {
  const items: T[] = [];
  let cursor = 'MA==';
  while (cursor !== END_CURSOR) {
    const next = page(cursor);
    items.push(...next.data);
    cursor = next.next_cursor;
  }
  return items;
}
