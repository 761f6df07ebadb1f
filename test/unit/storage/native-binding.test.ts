import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  openDatabase,
  sqliteNativeBinding,
  SQLITE_BINDING_ENV,
} from '../../../server/storage/index.js';

const nodeAddon = join(
  dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json')),
  'build/Release/better_sqlite3.node',
);

describe('the better-sqlite3 addon override', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is unset unless the variable names a file', () => {
    expect(sqliteNativeBinding({})).toBeUndefined();
    expect(sqliteNativeBinding({ [SQLITE_BINDING_ENV]: '' })).toBeUndefined();
    expect(sqliteNativeBinding({ [SQLITE_BINDING_ENV]: '/x/better_sqlite3.node' })).toBe(
      '/x/better_sqlite3.node',
    );
  });

  it('is the addon openDatabase loads', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marketdesk-binding-'));
    dirs.push(dir);
    vi.stubEnv(SQLITE_BINDING_ENV, nodeAddon);
    const db = openDatabase(join(dir, 'a.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    vi.stubEnv(SQLITE_BINDING_ENV, join(dir, 'missing.node'));
    expect(() => openDatabase(join(dir, 'b.db'))).toThrow(/missing\.node/);
  });
});
