import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../server/storage/index.js';
import { fillCatalogFixture } from './catalog-fixture.js';

export interface FixtureDb {
  db: Database;
  /** The SQLite file, for a second connection. */
  file: string;
  close(): void;
}

/** A temporary SQLite file holding the catalog fixture; close() removes it. */
export function openFixtureDb(): FixtureDb {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-fixture-'));
  const file = join(dir, 'marketdesk.db');
  const db = openDatabase(file);
  fillCatalogFixture(db);
  return {
    db,
    file,
    close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
