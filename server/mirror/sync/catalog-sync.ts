import type { MirrorSyncStatus } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import { backoffDelay } from '../upstream/index.js';
import { createCatalogStore } from './catalog-store.js';
import { runFullPass } from './full-pass.js';
import { runIncrementalPass } from './incremental-pass.js';
import { DEFAULT_PAGE_SIZES, writePage, type PageSizes, type PassContext } from './pass-context.js';
import { createSyncState } from './sync-state.js';
import type { SyncUpstream } from './upstream-port.js';

export interface CatalogSyncOptions {
  /** The mirror's database: the tables its catalog serves from. */
  db: Database;
  upstream: SyncUpstream;
  /** Time between two scheduled syncs (incremental); default 60 s. */
  intervalMs?: number;
  /** A scheduled sync is a full pass again once the last one is this old; default a day. */
  fullIntervalMs?: number;
  /** Page sizes within the upstream's bounds; unset ones keep a Marketdesk upstream's. */
  pageSizes?: Partial<PageSizes>;
  /**
   * After a failed run, the next one follows this soon, doubling with each failure in a row up
   * to `intervalMs` (jittered); default 1 s.
   */
  retryBaseMs?: number;
  /** Told of every failed run (the status keeps the last error too). */
  onError?: (error: unknown) => void;
}

export interface CatalogSync {
  /** Runs a sync now (full on the first run, when due, or asked for), then on the schedule. */
  start(): void;
  /**
   * A sync now, unless one runs: then the asked kind follows it. Resolves with the status once
   * that sync is over (its `error` says whether it failed).
   */
  runNow(options?: { full?: boolean }): Promise<MirrorSyncStatus>;
  status(): MirrorSyncStatus;
  /** Resolves with the status once no sync runs or waits to run. */
  idle(): Promise<MirrorSyncStatus>;
  /** Every change of the status (a phase, a page, the end of a run); answers how to stop. */
  onProgress(listener: (status: MirrorSyncStatus) => void): () => void;
  /** Ends the schedule, stops a running sync after its current page and waits for it. */
  stop(): Promise<void>;
}

const DEFAULT_INTERVAL_MS = 60_000;
const DEFAULT_RETRY_BASE_MS = 1_000;
const DAY_MS = 86_400_000;

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * The catalog sync of mirror mode: full passes (the first, then daily or on demand) and
 * incremental syncs by update time (every minute and on demand), one at a time, each page in
 * one transaction into the tables the catalog serves from (docs/mirror.md).
 */
export function createCatalogSync(options: CatalogSyncOptions): CatalogSync {
  const { db, upstream } = options;
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const fullIntervalMs = options.fullIntervalMs ?? DAY_MS;
  const retry = { baseMs: options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS, maxMs: intervalMs };
  const store = createCatalogStore(db);
  const state = createSyncState(db);
  const listeners = new Set<(status: MirrorSyncStatus) => void>();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<MirrorSyncStatus> | null = null;
  let queued: { full: boolean; run: Promise<MirrorSyncStatus> } | null = null;
  let stopped = false;

  const current: MirrorSyncStatus = {
    state: 'idle',
    kind: null,
    phase: null,
    done: 0,
    total: null,
    startedAt: null,
    finishedAt: null,
    lastFullSyncAt: state.record().lastFullSyncAt,
    nextSyncAt: null,
    ...store.counts(),
    error: null,
    failures: 0,
  };

  function publish(): void {
    const snapshot = { ...current };
    for (const listener of listeners) listener(snapshot);
  }

  const context: PassContext = {
    db,
    upstream,
    store,
    state,
    pageSizes: { ...DEFAULT_PAGE_SIZES, ...options.pageSizes },
    signal: abort.signal,
    progress(phase, done, total) {
      Object.assign(current, { phase, done, total }, store.counts());
      publish();
    },
  };

  /** A full pass when asked, when none has finished, when one was interrupted or is due. */
  function fullDue(): boolean {
    const record = state.record();
    if (record.watermarks === null || state.fullPass() !== null) return true;
    const last = record.lastFullSyncAt ? Date.parse(record.lastFullSyncAt) : 0;
    return Date.now() - last >= fullIntervalMs;
  }

  async function runOnce(full: boolean): Promise<void> {
    if (full || fullDue()) {
      current.kind = 'full';
      await runFullPass(context);
      return;
    }
    current.kind = 'incremental';
    const watermarks = state.record().watermarks!;
    const next = await runIncrementalPass(context, watermarks);
    await writePage(context, () => state.saveRecord({ ...state.record(), watermarks: next }));
  }

  /**
   * The next run: on the schedule, or soon after a failure (an upstream's burst of errors longer
   * than its client's retries), later with each failure in a row. A full pass that failed
   * resumes at its last committed page; an incremental run starts again from its watermarks.
   */
  function schedule(): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    const delayMs = current.failures > 0 ? backoffDelay(current.failures - 1, retry) : intervalMs;
    timer = setTimeout(() => {
      timer = null;
      void runNow();
    }, delayMs);
    timer.unref();
    current.nextSyncAt = new Date(Date.now() + delayMs).toISOString();
  }

  async function run(full: boolean): Promise<MirrorSyncStatus> {
    if (timer) clearTimeout(timer);
    timer = null;
    Object.assign(current, {
      state: 'syncing',
      kind: full ? 'full' : null,
      phase: null,
      done: 0,
      total: null,
      startedAt: new Date().toISOString(),
      nextSyncAt: null,
      error: null,
    });
    publish();
    try {
      await runOnce(full);
      Object.assign(current, { state: 'idle', phase: null, failures: 0 });
    } catch (error) {
      Object.assign(current, {
        state: 'failed',
        error: messageOf(error),
        failures: current.failures + 1,
      });
      if (!stopped) options.onError?.(error);
    }
    Object.assign(current, store.counts(), {
      finishedAt: new Date().toISOString(),
      lastFullSyncAt: state.record().lastFullSyncAt,
    });
    schedule();
    publish();
    return { ...current };
  }

  function runNow({ full = false }: { full?: boolean } = {}): Promise<MirrorSyncStatus> {
    if (stopped) return Promise.resolve({ ...current });
    if (!running) {
      running = run(full).finally(() => (running = null));
      return running;
    }
    if (queued) {
      queued.full ||= full;
      return queued.run;
    }
    const next: { full: boolean; run: Promise<MirrorSyncStatus> } = {
      full,
      run: running.then(() => {
        queued = null;
        return runNow({ full: next.full });
      }),
    };
    queued = next;
    return next.run;
  }

  return {
    start() {
      void runNow();
    },
    runNow,
    status: () => ({ ...current }),
    async idle() {
      while (running || queued) await (queued?.run ?? running);
      return { ...current };
    },
    onProgress(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      abort.abort(new Error('the sync stopped'));
      await running?.catch(() => undefined);
      current.nextSyncAt = null;
    },
  };
}
