import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileMasterKeySource, masterKeyFile } from '../../../server/auth/index.js';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-key-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the master key file', () => {
  it('is created on first use with mode 0600 and holds 32 random bytes', () => {
    const file = masterKeyFile(join(dir, 'nested', 'data'));
    const key = new FileMasterKeySource(file).load();
    expect(key).toHaveLength(32);
    expect(key.equals(Buffer.alloc(32))).toBe(false);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(key)).toBe(true);
  });

  it('returns the same key on every later load', () => {
    const file = masterKeyFile(dir);
    const first = new FileMasterKeySource(file).load();
    expect(new FileMasterKeySource(file).load().equals(first)).toBe(true);
  });

  it('refuses a file that does not hold a 32-byte key', () => {
    const file = masterKeyFile(dir);
    writeFileSync(file, Buffer.alloc(16).toString('base64'));
    expect(() => new FileMasterKeySource(file).load()).toThrow(
      'does not hold a 32-byte base64 key',
    );
  });
});
