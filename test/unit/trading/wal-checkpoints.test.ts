import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../../server/storage/index.js';
import { startCheckpointer } from '../../../server/trading/wal-checkpoints.js';

let dir: string;
let db: Database;
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = (file: string): Database => {
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-checkpoints-'));
  db = openDatabase(file === ':memory:' ? file : join(dir, file));
  return db;
};

describe('startCheckpointer', () => {
  it('stops the connection checkpointing and copies the WAL on a worker thread', async () => {
    open('checkpoints.db');
    db.exec('CREATE TABLE filler (text TEXT NOT NULL)');
    const file = join(dir, 'checkpoints.db');
    const before = statSync(file).size;
    const checkpointer = startCheckpointer(db);
    expect(checkpointer).not.toBeNull();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);

    const insert = db.prepare('INSERT INTO filler (text) VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < 2_000; i++) insert.run(`${i}`.repeat(500));
    })();
    // Only a checkpoint moves pages from the WAL into the database file.
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 1_000_000), {
      timeout: 5_000,
      interval: 50,
    });

    checkpointer?.stop();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  });

  it('leaves an in-memory database to its connection', () => {
    open(':memory:');
    expect(startCheckpointer(db)).toBeNull();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  });
});
