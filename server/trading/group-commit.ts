import type { Database } from '../storage/index.js';
import type { VenueJournal } from './venue-events.js';

/**
 * Group commit: the writes of every request handled in one turn of the event loop share one
 * SQLite transaction, each request in its own savepoint (a failing request rolls back alone).
 * The transaction commits on the next turn; answers wait for `committed()`, so nothing is
 * acknowledged before it is durable, while a commit (and the WAL pages it writes) is paid once
 * per batch instead of once per order.
 */
export interface GroupCommit {
  /** Runs fn in a savepoint of the open batch, opening one if needed. */
  run<T>(fn: () => T): T;
  /** Settles once everything run so far is committed; rejects when that commit failed. */
  committed(): Promise<void>;
  /** Commits the open batch now (shutdown, tests). */
  flush(): void;
}

interface Batch {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * `onFailure` runs when a batch could not commit: in-memory state built on it must be dropped.
 * The journal's events follow their writes: dropped with a rolled-back savepoint or a failed
 * batch, published right after a COMMIT.
 */
export function createGroupCommit(
  db: Database,
  journal: VenueJournal,
  onFailure: () => void,
): GroupCommit {
  let open: Batch | null = null;

  const begin = (): void => {
    db.exec('BEGIN IMMEDIATE');
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
      db.exec('COMMIT');
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      journal.discard();
      onFailure();
      batch.reject(error);
      return;
    }
    journal.publish();
    batch.resolve();
  }

  return {
    run(fn) {
      if (!open) begin();
      const mark = journal.mark();
      try {
        return db.transaction(fn)();
      } catch (error) {
        journal.rollbackTo(mark);
        throw error;
      }
    },
    committed: () => open?.promise ?? Promise.resolve(),
    flush,
  };
}
