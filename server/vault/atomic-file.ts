import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';

/** Owner read and write only: the mode of every file the vault writes. */
export const PRIVATE_FILE_MODE = 0o600;
/** Owner only: the mode of the vault's directory. */
export const PRIVATE_DIR_MODE = 0o700;

/** Temporary files start with this, so a crash's leftover is recognised and never read. */
export const TEMP_PREFIX = '.tmp-';

function fsyncDirectory(dir: string): void {
  // Makes the rename itself durable; some platforms (Windows) cannot open a directory.
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    return;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Replaces `path` with `text` all at once: a reader (or a crash) sees the old file or the new
 * one, never half of either. Written to a temporary file beside it with mode 0600, flushed,
 * then renamed over the target.
 */
export function writeFileAtomic(path: string, text: string): void {
  const dir = dirname(path);
  const temp = join(dir, `${TEMP_PREFIX}${basename(path)}-${randomBytes(6).toString('hex')}`);
  const fd = openSync(temp, 'wx', PRIVATE_FILE_MODE);
  try {
    // writeFileSync on a descriptor loops until every byte is written; writeSync may stop short.
    writeFileSync(fd, text);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  fsyncDirectory(dir);
}
