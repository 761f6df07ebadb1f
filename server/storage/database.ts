import type { Database } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { assertKnownSchema, migrate } from './migrate.js';
import { rollbackListenersOf } from './rollback-listeners.js';
import { keepOwnerOnly } from './owner-only.js';
import { connectSqlite } from './sqlite-connection.js';

export type { Database } from 'better-sqlite3';

/**
 * Opens (creating if needed, readable by its owner only) the SQLite file in WAL mode with foreign
 * keys, then migrates it.
 */
export function openDatabase(file: string): Database {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    keepOwnerOnly(file);
  }
  const db = connectSqlite(file);
  try {
    // Checked before any pragma: a newer schema's file must be left exactly as it was.
    assertKnownSchema(db);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.pragma('cache_size = -65536');
    db.pragma('temp_store = MEMORY');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Runs fn inside one transaction (a savepoint when one is open): all of its writes commit
 * together or none do, and so do the in-memory changes registered as rollback listeners.
 */
export function inTransaction<T>(db: Database, fn: () => T): T {
  const listeners = rollbackListenersOf(db);
  const outermost = !db.inTransaction;
  const mark = listeners.mark();
  let result: T;
  try {
    result = db.transaction(fn)();
  } catch (error) {
    listeners.rollbackTo(mark);
    throw error;
  }
  // A savepoint's listeners belong to the enclosing transaction until it commits.
  if (outermost) listeners.commitFrom(mark);
  return result;
}
