import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Where the 32-byte key that encrypts API secrets at rest comes from. The headless service keeps
 * it in a file in the data dir; the desktop app can supply one from the OS keychain instead.
 */
export interface MasterKeySource {
  load(): Buffer;
}

export const MASTER_KEY_BYTES = 32;

export const masterKeyFile = (dataDir: string): string => join(dataDir, 'master.key');

/** A base64 key file, created with mode 0600 (owner read/write only) on first use. */
export class FileMasterKeySource implements MasterKeySource {
  constructor(private readonly file: string) {}

  load(): Buffer {
    try {
      return this.read();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
    try {
      writeFileSync(this.file, randomBytes(MASTER_KEY_BYTES).toString('base64') + '\n', {
        mode: 0o600,
        flag: 'wx',
      });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return this.read();
  }

  private read(): Buffer {
    const key = Buffer.from(readFileSync(this.file, 'utf8').trim(), 'base64');
    if (key.length !== MASTER_KEY_BYTES) {
      throw new Error(`${this.file} does not hold a ${MASTER_KEY_BYTES}-byte base64 key`);
    }
    return key;
  }
}
