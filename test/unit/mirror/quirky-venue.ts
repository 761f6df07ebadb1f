// The venue's unconfirmed behaviours, switched on in front of the sync's in-process upstream
// (catalog-upstream.ts): what its keyset lists return without `closed=`, page caps that serve
// fewer items than asked for, a list that ignores its offset, and bursts of 5xx answers.
import { UpstreamError, type UpstreamSurface } from '../../../server/mirror/index.js';
import type { CatalogUpstream } from './catalog-upstream.js';

/** The lists whose page size a switch can cap. */
export type CappedList = 'tags' | 'series' | 'teams' | 'events/keyset' | 'markets/keyset';

export interface Quirks {
  /** What `/events/keyset` and `/markets/keyset` list without `closed=`: all, or one kind. */
  closedDefault: 'all' | boolean;
  /** Items served per page at most, whatever the `limit` asked for. */
  caps: Partial<Record<CappedList, number>>;
  /** Lists that answer their first page whatever the offset. */
  ignoreOffset: CappedList[];
}

export interface QuirkyVenue extends CatalogUpstream {
  quirks: Quirks;
  /** The next `count` requests answer this status (a burst of upstream errors). */
  failNext(count: number, status?: number): void;
}

function rewrite(path: string, quirks: Quirks): string {
  const url = new URL(path, 'http://venue');
  const list = url.pathname.slice(1) as CappedList;
  const params = url.searchParams;
  const keyset = list === 'events/keyset' || list === 'markets/keyset';
  if (keyset && !params.has('closed') && quirks.closedDefault !== 'all') {
    params.set('closed', String(quirks.closedDefault));
  }
  const cap = quirks.caps[list];
  if (cap !== undefined && params.has('limit')) {
    params.set('limit', String(Math.min(cap, Number(params.get('limit')))));
  }
  if (quirks.ignoreOffset.includes(list)) params.delete('offset');
  return `${url.pathname}?${params.toString()}`;
}

export function quirkyVenue(inner: CatalogUpstream, quirks: Partial<Quirks> = {}): QuirkyVenue {
  const state: Quirks = { closedDefault: 'all', caps: {}, ignoreOffset: [], ...quirks };
  const requests: string[] = [];
  let failing = { left: 0, status: 503 };
  return {
    quirks: state,
    requests,
    failWhen: (test, status) => inner.failWhen(test, status),
    failNext(count, status = 503) {
      failing = { left: count, status };
    },
    json<T>(surface: UpstreamSurface, path: string): Promise<T> {
      requests.push(path);
      if (failing.left > 0) {
        failing.left -= 1;
        return Promise.reject(new UpstreamError('burst of upstream errors', failing.status));
      }
      return inner.json<T>(surface, path.includes('?') ? rewrite(path, state) : path);
    },
  };
}
