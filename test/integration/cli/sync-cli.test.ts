import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../../server/catalog/index.js';
import { startService, type RunningService } from '../../../server/host/compose.js';
import {
  defaultConfig,
  mirrorDatabaseFile,
  type ServiceConfig,
} from '../../../server/config/config.js';
import { writeModeSettings } from '../../../server/config/mode-settings.js';
import { openDatabase } from '../../../server/storage/index.js';
import { runCli } from '../../support/cli.js';

// `npm run sync` (the bundled CLI's `sync` command) against a local venue as the upstream:
// by itself on a data dir no service holds, and through the mirror service holding one.

const dirs: string[] = [];
const services: RunningService[] = [];
let upstream: RunningService;

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-sync-cli-'));
  dirs.push(dir);
  return dir;
};

async function start(overrides: Partial<ServiceConfig>): Promise<RunningService> {
  const service = await startService({
    ...defaultConfig(),
    dataDir: tempDir(),
    port: 0,
    demo: false,
    history: false,
    liquidity: false,
    rateLimits: null,
    logLevel: 'silent',
    ...overrides,
  });
  services.push(service);
  return service;
}

const marketsIn = (file: string): number => {
  const db = openDatabase(file);
  try {
    return db.prepare('SELECT COUNT(*) FROM markets').pluck().get() as number;
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  upstream = await start({});
  seedDemoCatalog(upstream.db, { markets: 30 });
});

afterAll(async () => {
  for (const service of services.splice(0).reverse()) await service.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run sync', () => {
  it("syncs a data dir's mirror.db itself when no service holds it", async () => {
    const dataDir = tempDir();
    const run = await runCli(['sync', '--data-dir', dataDir, '--mirror', upstream.url]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^full sync done in [\d.]+ s: 30 markets, \d+ events$/m);
    // Not a terminal: plain progress lines, one per phase at least.
    expect(run.stderr).toMatch(/^full sync: events \d+/m);
    expect(marketsIn(mirrorDatabaseFile(dataDir))).toBe(30);

    const again = await runCli(['sync', '--data-dir', dataDir, '--mirror', upstream.url]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^incremental sync done/m);
  });

  it("takes the upstream the data dir's settings saved when no flag names one", async () => {
    const dataDir = tempDir();
    const urls = { catalog: upstream.url, data: upstream.url, clob: upstream.url };
    writeModeSettings(dataDir, { mode: 'mirror', upstream: urls });
    const run = await runCli(['sync', '--data-dir', dataDir]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`from ${upstream.url}`);
    expect(marketsIn(mirrorDatabaseFile(dataDir))).toBe(30);
  });

  it('asks the mirror service running on the data dir, and follows its progress', async () => {
    const mirror = await start({
      mirror: { catalog: upstream.url, data: upstream.url, clob: upstream.url },
      catalogSync: { intervalMs: 3_600_000 },
    });
    const dataDir = mirror.services.config.dataDir;
    const run = await runCli(['sync', '--data-dir', dataDir, '--full']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`asking the service at ${mirror.url}`);
    expect(run.stdout).toMatch(/^full sync done in [\d.]+ s: 30 markets/m);
  });

  it('refuses a local venue, and a data dir without a service or an upstream', async () => {
    const local = await runCli(['sync', '--data-dir', upstream.services.config.dataDir]);
    expect(local.code).toBe(1);
    expect(local.stderr).toContain('mirror mode');
    const nothing = await runCli(['sync', '--data-dir', tempDir()]);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('--mirror URL');
  });
});
