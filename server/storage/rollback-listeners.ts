import type { Database } from 'better-sqlite3';

/**
 * The one list of rollback listeners of a connection. Whatever changes in-memory state inside a
 * transaction (the engine's books, write-through caches, registries, queues) registers how to
 * undo it; a rollback, of a savepoint or of the whole transaction, runs the undo actions
 * registered since its mark in reverse order, and a COMMIT drops them. Actions that must wait
 * for the COMMIT (telling others about a change) go on the same list and run after it, or never.
 */
export interface RollbackListeners {
  /** Registers an undo action; a no-op outside a transaction, where nothing rolls back later. */
  onRollback(undo: () => void): void;
  /** Runs `action` once the current transaction commits (now, outside one); never on rollback. */
  onCommit(action: () => void): void;
  /** Registers an undo action even outside a transaction (one is about to open). */
  add(undo: () => void): void;
  mark(): number;
  /** A rollback to `mark`: runs the undo actions registered since, newest first, and drops them. */
  rollbackTo(mark: number): void;
  /** A COMMIT of everything registered since `mark`: drops its undo actions, runs its commit actions. */
  commitFrom(mark: number): void;
}

interface Entry {
  undo?: () => void;
  committed?: () => void;
}

const lists = new WeakMap<Database, RollbackListeners>();

function createRollbackListeners(db: Database): RollbackListeners {
  const entries: Entry[] = [];
  const add = (undo: () => void): void => {
    // Write-through caches register on every write: one entry per run of writes is enough.
    if (entries.at(-1)?.undo !== undo) entries.push({ undo });
  };
  return {
    onRollback(undo) {
      if (db.inTransaction) add(undo);
    },
    onCommit(committed) {
      if (db.inTransaction) entries.push({ committed });
      else committed();
    },
    add,
    mark: () => entries.length,
    rollbackTo(mark) {
      const undone = entries.splice(mark);
      for (let index = undone.length - 1; index >= 0; index -= 1) {
        try {
          undone[index]!.undo?.();
        } catch (error) {
          // Every undo must get its turn: one failing must not leave the others' state wrong.
          console.error('rollback listener failed', error);
        }
      }
    },
    commitFrom(mark) {
      for (const entry of entries.splice(mark)) {
        try {
          entry.committed?.();
        } catch (error) {
          console.error('commit listener failed', error);
        }
      }
    },
  };
}

/** The rollback listeners of the connection `db`, shared by every write path on it. */
export function rollbackListenersOf(db: Database): RollbackListeners {
  let list = lists.get(db);
  if (!list) lists.set(db, (list = createRollbackListeners(db)));
  return list;
}
