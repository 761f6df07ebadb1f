import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

export interface RotatingLogOptions {
  /** The current file, e.g. <logs>/main.log; older ones are main.log.1 (newest) and up. */
  file: string;
  maxBytes?: number;
  /** Older files kept besides the current one. */
  keep?: number;
}

export interface RotatingLog {
  readonly file: string;
  write(text: string): void;
}

const sizeOf = (file: string): number => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

/**
 * An append-only log that starts a new file when the current one would pass maxBytes,
 * keeping `keep` older ones. Writes are synchronous: a line written before a crash is on disk.
 */
export function createRotatingLog(options: RotatingLogOptions): RotatingLog {
  const { file } = options;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const keep = options.keep ?? 3;
  mkdirSync(dirname(file), { recursive: true });
  let size = sizeOf(file);

  const rotate = () => {
    rmSync(`${file}.${keep}`, { force: true });
    for (let index = keep - 1; index >= 1; index -= 1) {
      try {
        renameSync(`${file}.${index}`, `${file}.${index + 1}`);
      } catch {
        // Not there yet: fewer old files than `keep`.
      }
    }
    if (keep > 0) renameSync(file, `${file}.1`);
    else rmSync(file, { force: true });
    size = 0;
  };

  return {
    file,
    write(text) {
      const bytes = Buffer.byteLength(text);
      if (size > 0 && size + bytes > maxBytes) rotate();
      appendFileSync(file, text);
      size += bytes;
    },
  };
}

/** A line stamped with the time, as the log's lines are written. */
export const logLine = (text: string, now = new Date()): string =>
  `${now.toISOString()} ${text.endsWith('\n') ? text : `${text}\n`}`;
