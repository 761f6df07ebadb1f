import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  seedDemoCatalog,
  type DemoCatalogOptions,
  type DemoCatalogSummary,
} from '../../../../server/catalog/index.js';
import { openDatabase, type Database } from '../../../../server/storage/index.js';

/** A fixed moment, so every test run places the catalog's dates the same way. */
export const NOW = new Date('2026-03-22T12:00:00.000Z');

export interface SeededCatalog {
  db: Database;
  summary: DemoCatalogSummary;
  close(): void;
}

/** A demo catalog in a fresh SQLite file under the system's temporary directory. */
export function seedTemporaryCatalog(options: DemoCatalogOptions = {}): SeededCatalog {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-demo-'));
  const db = openDatabase(join(dir, 'db.sqlite'));
  try {
    const summary = seedDemoCatalog(db, { now: NOW, ...options });
    return {
      db,
      summary,
      close() {
        db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

export const CATALOG_TABLES = [
  'tags',
  'tag_relations',
  'series',
  'events',
  'event_tags',
  'series_events',
  'markets',
  'market_tokens',
  'sites',
  'site_markets',
  'profiles',
  'comments',
  'comment_reactions',
] as const;

/** A digest of every catalog table's rows (in a stable order) keyed by table name. */
export function catalogDigests(db: Database): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const table of CATALOG_TABLES) {
    const rows = db.prepare(`SELECT * FROM ${table}`).raw().all() as unknown[][];
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    digests[table] = createHash('sha256').update(lines.join('\n')).digest('hex');
  }
  return digests;
}

export function all<Row>(db: Database, sql: string, ...params: unknown[]): Row[] {
  return db.prepare(sql).all(...params) as Row[];
}

export function count(db: Database, sql: string, ...params: unknown[]): number {
  return (
    (db
      .prepare(sql)
      .pluck()
      .get(...params) as number | undefined) ?? 0
  );
}
