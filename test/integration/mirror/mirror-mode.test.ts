import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../server/host/compose.js';
import { defaultConfig, type ServiceConfig } from '../../../server/config/config.js';

const running: RunningService[] = [];
const dirs: string[] = [];

async function start(overrides: Partial<ServiceConfig>): Promise<RunningService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-mirror-mode-'));
  dirs.push(dataDir);
  const service = await startService({
    ...defaultConfig(),
    dataDir,
    port: 0,
    rateLimits: null,
    logLevel: 'silent',
    history: false,
    ...overrides,
  });
  running.push(service);
  return service;
}

afterEach(async () => {
  for (const service of running.splice(0)) await service.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('mirror mode', () => {
  it('keeps its own database, seeds no demo and offers no operator routes', async () => {
    // Nothing listens on port 9: the mirror starts all the same (offline-capable).
    const upstream = 'http://127.0.0.1:9';
    const service = await start({
      demo: true,
      mirror: { catalog: upstream, data: upstream, clob: upstream },
    });
    const { dataDir } = service.services.config;
    expect(existsSync(join(dataDir, 'mirror.db'))).toBe(true);
    expect(existsSync(join(dataDir, 'marketdesk.db'))).toBe(false);
    expect(service.services.venue.status.status().upstream?.clob).toBe(upstream);
    expect(await (await fetch(`${service.url}/markets`)).json()).toEqual([]);
    const faucet = await fetch(`${service.url}/venue/faucet`, { method: 'POST' });
    expect(faucet.status).toBe(404);
  });

  it('leaves the local venue as it was: its own database, the demo, the operator', async () => {
    const service = await start({ demo: true, liquidity: false });
    const { dataDir } = service.services.config;
    expect(existsSync(join(dataDir, 'marketdesk.db'))).toBe(true);
    expect(existsSync(join(dataDir, 'mirror.db'))).toBe(false);
    expect(service.services.venue.status.status().upstream).toBeNull();
    const markets = (await (await fetch(`${service.url}/markets?limit=1`)).json()) as unknown[];
    expect(markets).toHaveLength(1);
    const faucet = await fetch(`${service.url}/venue/faucet`, { method: 'POST' });
    expect(faucet.status).not.toBe(404);
  });
});
