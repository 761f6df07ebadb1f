import { setImmediate as nextTurn } from 'node:timers/promises';
import { inTransaction, type Database } from '../../storage/index.js';
import type { CatalogStore } from './catalog-store.js';
import type { SyncState } from './sync-state.js';
import type { SyncUpstream } from './upstream-port.js';

/** Items asked for per page of each list: at most the upstream's bound for it. */
export interface PageSizes {
  tags: number;
  series: number;
  /** The events keyset list of full passes. */
  events: number;
  /** The keyset lists by update time of incremental syncs (events and markets). */
  updates: number;
}

/** The bounds of a Marketdesk upstream, which follow the venue's (docs/compatibility.md). */
export const DEFAULT_PAGE_SIZES: PageSizes = { tags: 1000, series: 100, events: 500, updates: 100 };

/** What a sync pass works with. */
export interface PassContext {
  db: Database;
  upstream: SyncUpstream;
  store: CatalogStore;
  state: SyncState;
  pageSizes: PageSizes;
  /** Aborted when the sync stops: the pass ends after its current page. */
  signal: AbortSignal;
  /** The current phase and how far it is (total null when unknown). */
  progress(phase: string, done: number, total: number | null): void;
}

/** A GET of the catalog surface. */
export const getCatalog = <T>(context: PassContext, pathAndQuery: string): Promise<T> =>
  context.upstream.json<T>('catalog', pathAndQuery, { signal: context.signal });

/**
 * Writes one page in one transaction, once no other transaction is open on the connection
 * (another module's group commit): the catalog keeps serving the previous rows until it commits.
 */
export async function writePage<T>(context: PassContext, write: () => T): Promise<T> {
  context.signal.throwIfAborted();
  while (context.db.inTransaction) await nextTurn();
  return inTransaction(context.db, write);
}

/** An upstream `updatedAt` in ms; -Infinity when absent or unreadable. */
export function updatedAtMs(value: string | null | undefined): number {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? -Infinity : ms;
}

/** An upstream that answers a keyset page with the cursor it was asked for would never end. */
export const sameCursor = (list: string, cursor: string): Error =>
  new Error(`upstream answered the ${list} after ${cursor} with the same cursor`);

/** Pages of one offset-paged list read at most in one go: a list longer is left unfinished. */
export const MAX_LIST_PAGES = 1_000;

/**
 * An offset-paged list (`?limit=&offset=`) from `offset` on, a page at a time, until the
 * upstream answers an empty page: a page shorter than asked for is no end, as the upstream may
 * serve fewer items than asked for. Stops early, unfinished, after MAX_LIST_PAGES pages or at a
 * page that brings no item not already read (an upstream that ignores the offset). Answers
 * whether the list was read to its end; only then may what it did not list be dropped.
 */
export async function readOffsetList<T>(
  context: PassContext,
  path: string,
  size: number,
  offset: number,
  idOf: (item: T) => unknown,
  onPage: (page: T[]) => Promise<void> | void,
): Promise<boolean> {
  const seen = new Set<unknown>();
  for (let pages = 0; pages < MAX_LIST_PAGES; pages++) {
    const pathAndQuery = `${path}?limit=${size}&offset=${offset}`;
    const page = await getCatalog<T[]>(context, pathAndQuery);
    if (!Array.isArray(page)) throw new Error(`upstream answered ${pathAndQuery} with no list`);
    if (page.length === 0) return true;
    const before = seen.size;
    for (const item of page) seen.add(idOf(item));
    if (seen.size === before) return false;
    await onPage(page);
    offset += page.length;
  }
  return false;
}
