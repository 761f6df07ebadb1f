import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, type ServiceConfig } from '../../../server/config/config.js';
import { createServices, type Services } from '../../../server/host/compose.js';
import type * as MarketDataModule from '../../../server/marketdata/index.js';
import type * as TradingModule from '../../../server/trading/index.js';

// Counts what the composition root builds of the local venue, each still the real thing.
const built = vi.hoisted(() => ({ trading: 0, marketData: 0, statistics: 0 }));

vi.mock('../../../server/trading/index.js', async (importOriginal) => {
  const actual = await importOriginal<typeof TradingModule>();
  const { countedCalls } = await import('../../support/counted-calls.js');
  return {
    ...actual,
    createTradingService: countedCalls(actual.createTradingService, () => (built.trading += 1)),
  };
});

vi.mock('../../../server/marketdata/index.js', async (importOriginal) => {
  const actual = await importOriginal<typeof MarketDataModule>();
  const { countedCalls } = await import('../../support/counted-calls.js');
  return {
    ...actual,
    createMarketData: countedCalls(actual.createMarketData, () => (built.marketData += 1)),
    startMarketStatistics: countedCalls(
      actual.startMarketStatistics,
      () => (built.statistics += 1),
    ),
  };
});

const opened: Services[] = [];
const dirs: string[] = [];

async function services(overrides: Partial<ServiceConfig>): Promise<Services> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-venue-port-'));
  dirs.push(dataDir);
  const started = await createServices({
    ...defaultConfig(),
    dataDir,
    rateLimits: null,
    logLevel: 'silent',
    demo: false,
    liquidity: false,
    ...overrides,
  });
  opened.push(started);
  return started;
}

afterEach(async () => {
  for (const service of opened.splice(0)) await service.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  Object.assign(built, { trading: 0, marketData: 0, statistics: 0 });
});

// Nothing listens on port 9: a mirror starts all the same (offline-capable).
const offline = 'http://127.0.0.1:9';
const mirrorOf = { mirror: { catalog: offline, data: offline, clob: offline } };

describe('the venue port', () => {
  it('a mirror builds and starts nothing of the local venue', async () => {
    const mirror = await services(mirrorOf);
    expect(built).toEqual({ trading: 0, marketData: 0, statistics: 0 });
    expect(mirror.venue.status.status().mode).toBe('mirror');
    expect(mirror.venue.http.relay).toBeDefined();
    expect(mirror.venue.http.marketData).toBeUndefined();
    expect(mirror.venue.catalogSync).not.toBeNull();
    // The scripts' trading and the operator's tools are the upstream's: relayed, never served here.
    for (const name of ['trading.postOrder', 'account.orders', 'venue.faucet'] as const) {
      expect(mirror.dispatcher.has(name), name).toBe(false);
    }
  });

  it('the local venue builds its engine, books and statistics once', async () => {
    const local = await services({});
    expect(built).toEqual({ trading: 1, marketData: 1, statistics: 1 });
    expect(local.venue.status.status().mode).toBe('local-venue');
    expect(local.venue.http.relay).toBeUndefined();
    expect(local.venue.catalogSync).toBeNull();
    for (const name of ['trading.postOrder', 'account.orders', 'venue.faucet'] as const) {
      expect(local.dispatcher.has(name), name).toBe(true);
    }
  });

  it('both modes serve the same methods to the renderer and the catalog reads', async () => {
    const local = await services({});
    const mirror = await services(mirrorOf);
    const names = [
      'catalog.markets',
      'catalog.comments',
      'marketdata.book',
      'publicdata.activity',
      'mirror.status',
      'terminal.placeOrder',
      'terminal.positions',
      'vault.status',
      'settings.getMode',
    ] as const;
    for (const name of names) {
      expect([name, local.dispatcher.has(name), mirror.dispatcher.has(name)]).toEqual([
        name,
        true,
        true,
      ]);
    }
  });
});
