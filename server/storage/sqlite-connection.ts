import BetterSqlite3, { type Database } from 'better-sqlite3';
import { sqliteNativeBinding } from './native-binding.js';

/** better-sqlite3's options but the addon, which the runtime decides (native-binding.ts). */
export type SqliteOptions = Omit<BetterSqlite3.Options, 'nativeBinding'>;

/**
 * The one way the service and the desktop shell open an SQLite file: always with the addon
 * built for the runtime that runs them. Opened without it, a connection in Electron's processes
 * loads the checkout's addon, built for Node's ABI, and fails (docs/desktop-packaging.md). A
 * lint rule keeps better-sqlite3's class out of every other file.
 */
export function connectSqlite(file: string, options: SqliteOptions = {}): Database {
  return new BetterSqlite3(file, { ...options, nativeBinding: sqliteNativeBinding() });
}
