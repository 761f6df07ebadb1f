import { chmodSync, closeSync, existsSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** SQLite's files beside a database: they hold the same rows. */
const COMPANION_SUFFIXES = ['-wal', '-shm', '-journal'];

/**
 * The database holds the trader's orders, balances and addresses: only its owner may read it,
 * whatever the process's umask or the data dir's mode. SQLite creates the -wal and -shm files
 * with the main file's mode, so the main file is created 0600 before SQLite opens it; files an
 * earlier version left readable are narrowed. A no-op where modes do not apply (Windows).
 */
export function keepOwnerOnly(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, ...COMPANION_SUFFIXES.map((suffix) => file + suffix)]) {
    if (existsSync(path) && (statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  }
}

/** The warning for a database folder other local users may list or read; null when closed. */
export function openFolderWarning(file: string): string | null {
  if (process.platform === 'win32') return null;
  const folder = dirname(file);
  const mode = statSync(folder).mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  return (
    `warning: ${folder} is open to other local users (mode ${mode.toString(8)}); its ` +
    `database files are kept 0600, but its other files may be listed: chmod 700 it`
  );
}
