import type { Database } from '../storage/index.js';
import type { VenueJournal } from './venue-events.js';
import { startCheckpointer, type Checkpointer } from './wal-checkpoints.js';

/**
 * Group commit: the writes of every request handled in one turn of the event loop share one
 * SQLite transaction, each request in its own savepoint (a failing request rolls back alone).
 * The transaction commits on the next turn; answers wait for `committed()`, so nothing is
 * acknowledged before it is durable, while a commit (and the WAL pages it writes) is paid once
 * per batch instead of once per order. Once the service is busy, WAL checkpoints move to a worker
 * thread (wal-checkpoints.ts).
 */
export interface GroupCommit {
  /** Runs fn in a savepoint of the open batch, opening one if needed. */
  run<T>(fn: () => T): T;
  /** Settles once everything run so far is committed; rejects when that commit failed. */
  committed(): Promise<void>;
  /** Commits the open batch now (shutdown, tests). */
  flush(): void;
  /** Commits the open batch and stops checkpointing on a worker (shutdown). */
  close(): void;
}

/** In-memory state written through to SQLite that a rollback leaves wrong. */
export interface WriteThroughCache {
  forgetCached(): void;
}

interface Batch {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

/** Batches committed before WAL checkpoints move to a worker: short-lived services keep theirs. */
const CHECKPOINTER_AFTER_BATCHES = 64;

/**
 * `onFailure` runs when a batch could not commit: in-memory state built on it must be dropped.
 * The caches are dropped after any rollback, of a savepoint or of a batch. The journal's events
 * follow their writes: dropped with a rolled-back savepoint or a failed batch, published right
 * after a COMMIT.
 */
export function createGroupCommit(
  db: Database,
  journal: VenueJournal,
  onFailure: () => void,
  caches: readonly WriteThroughCache[] = [],
): GroupCommit {
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const savepoint = db.prepare('SAVEPOINT group_commit_request');
  const release = db.prepare('RELEASE group_commit_request');
  const rollbackTo = db.prepare('ROLLBACK TO group_commit_request');
  let open: Batch | null = null;
  let batches = 0;
  let checkpointer: Checkpointer | null = null;

  const forgetCaches = (): void => {
    for (const cache of caches) cache.forgetCached();
  };

  const openBatch = (): void => {
    if (open) return;
    begin.run();
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<void>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    // Callers that do not wait still must not crash the process with an unhandled rejection.
    promise.catch(() => undefined);
    open = { promise, resolve, reject };
    setImmediate(flush);
  };

  function flush(): void {
    const batch = open;
    if (!batch) return;
    open = null;
    try {
      commit.run();
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      journal.discard();
      forgetCaches();
      onFailure();
      batch.reject(error);
      return;
    }
    journal.publish();
    batch.resolve();
    if (++batches === CHECKPOINTER_AFTER_BATCHES) checkpointer = startCheckpointer(db);
  }

  return {
    run(fn) {
      openBatch();
      const mark = journal.mark();
      savepoint.run();
      try {
        const result = fn();
        release.run();
        return result;
      } catch (error) {
        // A failed statement may have ended the transaction itself; the batch's COMMIT then fails.
        if (db.inTransaction) {
          rollbackTo.run();
          release.run();
        }
        journal.rollbackTo(mark);
        forgetCaches();
        throw error;
      }
    },
    committed: () => open?.promise ?? Promise.resolve(),
    flush,
    close() {
      flush();
      checkpointer?.stop();
      checkpointer = null;
      batches = 0;
    },
  };
}
