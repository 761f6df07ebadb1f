import type { Database } from 'better-sqlite3';
import { migrations } from './migrations/index.js';

export class NewerSchemaError extends Error {
  constructor(
    readonly found: number,
    readonly known: number,
  ) {
    super(
      `the data dir was written by a newer Marketdesk (schema ${found}, this build knows ${known}); ` +
        'upgrade Marketdesk or choose another --data-dir',
    );
    this.name = 'NewerSchemaError';
  }
}

/** Throws NewerSchemaError when the file was written by a newer build; reads only. */
export function assertKnownSchema(db: Database, all: readonly string[] = migrations): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > all.length) throw new NewerSchemaError(current, all.length);
  return current;
}

/** Applies pending migrations in order, each in its own transaction. Refuses newer schemas. */
export function migrate(db: Database, all: readonly string[] = migrations): number {
  const current = assertKnownSchema(db, all);
  for (let version = current + 1; version <= all.length; version++) {
    const sql = all[version - 1] as string;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  }
  return all.length;
}
