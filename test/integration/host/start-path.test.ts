import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultConfig,
  serviceDatabaseFile,
  type ServiceConfig,
} from '../../../server/config/config.js';
import { startService } from '../../../server/host/compose.js';
import { seedDemo } from '../../../server/host/demo-seeding.js';
import { openDatabase, type Database } from '../../../server/storage/index.js';
import { recordStatementReads, type StatementReads } from '../../support/statement-reads.js';

interface Start {
  config: ServiceConfig;
  /** Every statement run from the start of the service to its `listening`. */
  reads: StatementReads[];
  /** Markets with a volume once the service's background work has caught up. */
  tradedAfterCatchUp: number;
}

const dirs: string[] = [];

/** A data dir with a demo catalog of `markets` and its trading history, as after a first start. */
function seededDataDir(markets: number): ServiceConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-start-path-'));
  dirs.push(dataDir);
  const config = { ...defaultConfig(), dataDir, port: 0, rateLimits: null, logLevel: 'silent' };
  const db = openDatabase(serviceDatabaseFile(config as ServiceConfig));
  seedDemo(db, { markets, history: true }, () => undefined);
  db.prepare("INSERT INTO venue_meta (key, value) VALUES ('initialized_at', 'now')").run();
  db.close();
  return config as ServiceConfig;
}

async function start(markets: number): Promise<Start> {
  const config = seededDataDir(markets);
  const recording = recordStatementReads();
  let reads: StatementReads[] = [];
  const service = await startService(config).finally(() => (reads = recording.stop()));
  try {
    await service.services.venue.startBackgroundWork();
    const tradedAfterCatchUp = service.db
      .prepare('SELECT COUNT(*) FROM markets WHERE volume_micros > 0')
      .pluck()
      .get() as number;
    return { config, reads, tradedAfterCatchUp };
  } finally {
    await service.close();
  }
}

const withDatabase = <T>(config: ServiceConfig, read: (db: Database) => T): T => {
  const db = openDatabase(serviceDatabaseFile(config));
  try {
    return read(db);
  } finally {
    db.close();
  }
};

/** Row counts of every table of the data dir. */
const tableSizes = (config: ServiceConfig): Map<string, number> =>
  withDatabase(config, (db) => {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE '%VIRTUAL%'")
      .pluck()
      .all() as string[];
    return new Map(
      tables.map((name) => [
        name,
        db.prepare(`SELECT COUNT(*) FROM "${name}"`).pluck().get() as number,
      ]),
    );
  });

/** The names a statement reads `table` by: its own and its aliases (`FROM markets m`). */
function namesOf(table: string, sql: string): string[] {
  const aliases = [
    ...sql.matchAll(new RegExp(`\\b(?:FROM|JOIN)\\s+${table}\\s+(?:AS\\s+)?(\\w+)`, 'gi')),
  ]
    .map((match) => match[1] as string)
    .filter(
      (alias) =>
        !/^(WHERE|JOIN|LEFT|INNER|CROSS|ON|USING|ORDER|GROUP|LIMIT|INDEXED|NOT|UNION)$/i.test(
          alias,
        ),
    );
  return [table, ...aliases];
}

/** The steps of a statement's plan that read a whole table of `tables` (or a whole index of it). */
function fullScans(db: Database, { sql, params }: StatementReads, tables: string[]): string[] {
  if (!/^\s*(SELECT|WITH|UPDATE|DELETE|INSERT)\b/i.test(sql)) return [];
  const names = tables.flatMap((table) => namesOf(table, sql));
  return db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...params)
    .map((step) => (step as { detail: string }).detail)
    .filter((detail) => names.some((name) => new RegExp(`^SCAN ${name}( |$)`).test(detail)))
    .map((detail) => `${detail}: ${sql}`);
}

const rowsRead = (reads: StatementReads[]) => reads.reduce((sum, read) => sum + read.rows, 0);

let small: Start;
let large: Start;
beforeAll(async () => {
  small = await start(150);
  large = await start(1_500);
}, 300_000);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the start of a service on a data dir with a catalog', () => {
  it('reads no more rows before listening when the catalog is ten times larger', () => {
    expect(rowsRead(small.reads)).toBeGreaterThan(0);
    expect(rowsRead(large.reads)).toBe(rowsRead(small.reads));
  });

  it('scans none of the tables that grow with the catalog before listening', () => {
    const smallSizes = tableSizes(small.config);
    const growing = [...tableSizes(large.config)]
      .filter(([name, rows]) => rows > (smallSizes.get(name) ?? 0))
      .map(([name]) => name);
    expect(growing).toEqual(expect.arrayContaining(['markets', 'events', 'trades']));
    const scans = withDatabase(large.config, (db) =>
      large.reads.flatMap((read) => fullScans(db, read, growing)),
    );
    expect(scans).toEqual([]);
  });

  it("computes the markets' statistics once it answers: moved, not skipped", () => {
    expect(small.tradedAfterCatchUp).toBeGreaterThan(0);
    expect(large.tradedAfterCatchUp).toBeGreaterThan(small.tradedAfterCatchUp);
  });
});
