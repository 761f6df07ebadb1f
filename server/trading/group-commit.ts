import { rollbackListenersOf, type Database } from '../storage/index.js';
import type { VenueJournal } from './venue-events.js';
import { startCheckpointer, type Checkpointer } from './wal-checkpoints.js';

/**
 * Group commit: the writes of every request handled in one turn of the event loop share one
 * SQLite transaction, each request in its own savepoint (a failing request rolls back alone).
 * The transaction commits on the next turn; answers wait for `committed()`, so nothing is
 * acknowledged before it is durable, while a commit (and the WAL pages it writes) is paid once
 * per batch instead of once per order. Once the service is busy, WAL checkpoints move to a worker
 * thread (wal-checkpoints.ts).
 *
 * In-memory state follows SQLite through the connection's rollback listeners
 * (storage/rollback-listeners.ts): a rolled-back savepoint runs the undo actions registered in
 * it, a failed COMMIT those of the whole batch, a COMMIT drops them. The journal's events are
 * one of them: dropped with their writes, published right after a COMMIT and never before.
 */
export interface GroupCommit {
  /**
   * Runs fn in a savepoint of the open batch, opening one if needed. `undo` reverts what the
   * caller changed in memory just before (the engine's book): it runs if anything of this
   * request rolls back, from opening the batch to its COMMIT.
   */
  run<T>(fn: () => T, undo?: () => void): T;
  /** Registers an undo action for the request running now (inside `run`). */
  onRollback(undo: () => void): void;
  /** Settles once everything run so far is committed; rejects when that commit failed. */
  committed(): Promise<void>;
  /** Commits the open batch now (shutdown, tests). */
  flush(): void;
  /** Commits the open batch and stops checkpointing on a worker (shutdown). */
  close(): void;
}

interface Batch {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

/** Batches committed before WAL checkpoints move to a worker: short-lived services keep theirs. */
const CHECKPOINTER_AFTER_BATCHES = 64;

export function createGroupCommit(db: Database, journal: VenueJournal): GroupCommit {
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const savepoint = db.prepare('SAVEPOINT group_commit_request');
  const release = db.prepare('RELEASE group_commit_request');
  const rollbackTo = db.prepare('ROLLBACK TO group_commit_request');
  const listeners = rollbackListenersOf(db);
  let open: Batch | null = null;
  let batchMark = 0;
  let batches = 0;
  let checkpointer: Checkpointer | null = null;

  /** Opens a batch if none is: its listeners are those registered from `mark` on. */
  const openBatch = (mark: number): void => {
    if (open) return;
    begin.run();
    batchMark = mark;
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

  /** The whole batch rolled back: undo what its requests changed in memory, fail its answers. */
  const abandon = (batch: Batch, error: unknown): void => {
    open = null;
    if (db.inTransaction) db.exec('ROLLBACK');
    listeners.rollbackTo(batchMark);
    batch.reject(error);
  };

  function flush(): void {
    const batch = open;
    if (!batch) return;
    open = null;
    try {
      commit.run();
    } catch (error) {
      abandon(batch, error);
      return;
    }
    listeners.commitFrom(batchMark);
    journal.publish();
    batch.resolve();
    if (++batches === CHECKPOINTER_AFTER_BATCHES) checkpointer = startCheckpointer(db);
  }

  return {
    run(fn, undo) {
      const mark = listeners.mark();
      if (undo) listeners.add(undo);
      let opened = false;
      try {
        openBatch(mark);
        const journalMark = journal.mark();
        listeners.add(() => journal.rollbackTo(journalMark));
        savepoint.run();
        opened = true;
        const result = fn();
        release.run();
        return result;
      } catch (error) {
        if (opened && db.inTransaction) {
          rollbackTo.run();
          release.run();
          listeners.rollbackTo(mark);
        } else if (open && !db.inTransaction) {
          // The failure ended the batch's transaction itself: every request of it is undone.
          abandon(open, error);
        } else {
          listeners.rollbackTo(mark);
        }
        throw error;
      }
    },
    onRollback(undo) {
      if (!open) throw new Error('onRollback outside a group commit');
      listeners.add(undo);
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
