// An in-process upstream for the sync's unit tests: the catalog surface's list and object
// routes answered by a local catalog, JSON-encoded as over the wire, every request recorded.
import { ServiceError } from '../../../server/contract/index.js';
import { createCatalog } from '../../../server/catalog/index.js';
import { UpstreamError, type UpstreamSurface } from '../../../server/mirror/index.js';
import type { SyncUpstream } from '../../../server/mirror/index.js';
import type { Database } from '../../../server/storage/index.js';

export interface CatalogUpstream extends SyncUpstream {
  /** Every path asked for, in order (failed ones included). */
  readonly requests: string[];
  /** Fails the next requests whose path passes the test, with this status. */
  failWhen(test: ((path: string) => boolean) | null, status?: number): void;
}

function listQuery(params: URLSearchParams) {
  const query: Record<string, unknown> = { limit: 20, offset: 0, ascending: false };
  for (const [key, value] of params) {
    query[key] = key === 'limit' || key === 'offset' ? Number(value) : value;
    if (key === 'ascending' || key === 'closed') query[key] = value === 'true';
  }
  return query;
}

export function catalogUpstream(db: Database): CatalogUpstream {
  const catalog = createCatalog(db, { assetBaseUrl: () => '' });
  const requests: string[] = [];
  let failing: { test: (path: string) => boolean; status: number } | null = null;

  function answer(path: string): unknown {
    const url = new URL(path, 'http://upstream');
    const query = listQuery(url.searchParams) as never;
    const [, kind, id] = url.pathname.split('/');
    if (url.pathname === '/events/keyset') return catalog.eventsKeyset(query);
    if (url.pathname === '/markets/keyset') return catalog.marketsKeyset(query);
    if (id === undefined) {
      if (kind === 'tags') return catalog.listTags(query);
      if (kind === 'series') return catalog.listSeries(query);
      if (kind === 'events') return catalog.listEvents(query);
      if (kind === 'markets') return catalog.listMarkets(query);
      if (kind === 'sports') return catalog.listSports();
      if (kind === 'teams') return catalog.listTeams(query);
    } else {
      if (kind === 'tags') return catalog.tag({ id: Number(id) });
      if (kind === 'series') return catalog.seriesById(Number(id));
      if (kind === 'events') return catalog.getEvent(Number(id));
      if (kind === 'markets') return catalog.getMarket(id);
    }
    throw new UpstreamError(`no route ${path}`, 404);
  }

  return {
    requests,
    failWhen(test, status = 500) {
      failing = test && { test, status };
    },
    json<T>(surface: UpstreamSurface, path: string): Promise<T> {
      requests.push(path);
      if (surface !== 'catalog') throw new Error(`unexpected surface ${surface}`);
      if (failing?.test(path)) {
        return Promise.reject(new UpstreamError('failing on purpose', failing.status));
      }
      try {
        return Promise.resolve(JSON.parse(JSON.stringify(answer(path))) as T);
      } catch (error) {
        if (error instanceof ServiceError && error.code === 'not_found') {
          return Promise.reject(new UpstreamError(error.message, 404));
        }
        return Promise.reject(error as Error);
      }
    },
  };
}
