import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startService } from '../../../server/host/compose.js';
import { defaultConfig, liquidityEnabled } from '../../../server/config/config.js';
import { startVenue } from '../../support/venue.js';
import { runCli, startCli, stopCli } from '../../support/cli.js';
import { startLiquidVenue, type LiquidVenue } from './liquid-venue.js';

let lv: LiquidVenue | undefined;
const dirs: string[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await lv?.close();
  lv = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-liquidity-'));
  dirs.push(dir);
  return dir;
};

const countOf = (db: { prepare(sql: string): { get(): unknown } }, sql: string): number =>
  (db.prepare(sql).get() as { n: number }).n;

/** What the venue in a data dir holds, read after the service stopped. */
function storedCounts(dataDir: string) {
  const db = new BetterSqlite3(join(dataDir, 'marketdesk.db'), { readonly: true });
  try {
    return {
      orders: countOf(db, 'SELECT COUNT(*) AS n FROM orders'),
      live: countOf(db, "SELECT COUNT(*) AS n FROM orders WHERE status = 'LIVE'"),
      trades: countOf(db, 'SELECT COUNT(*) AS n FROM trades'),
      apiKeys: countOf(db, 'SELECT COUNT(*) AS n FROM api_keys'),
      backfill: countOf(db, 'SELECT COUNT(*) AS n FROM price_backfill'),
    };
  } finally {
    db.close();
  }
}

const until = async (check: () => boolean, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('simulated liquidity: start and stop', () => {
  it('ticks on its own timer, and stop leaves no timer and no quote behind', async () => {
    const venue = await startVenue();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    lv = await startLiquidVenue({ intervalMs: 250, takerChance: 0 }, { venue });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1_000);
    await venue.trading.committed();
    const live = () => countOf(venue.db, "SELECT COUNT(*) AS n FROM orders WHERE status = 'LIVE'");
    expect(lv.liquidity.stats().ticks).toBe(4);
    expect(live()).toBeGreaterThan(20);

    lv.liquidity.stop();
    await venue.trading.committed();
    expect(vi.getTimerCount()).toBe(0);
    expect(live()).toBe(0);
    const posted = lv.liquidity.stats().ordersPosted;
    vi.advanceTimersByTime(5_000);
    lv.liquidity.tick();
    expect(lv.liquidity.stats().ordersPosted).toBe(posted);
  });

  it('runs with the composed service when on and is silent when switched off', async () => {
    const serve = (dataDir: string, liquidity: boolean) =>
      startService({
        ...defaultConfig(),
        dataDir,
        port: 0,
        logLevel: 'silent',
        liquidity,
        // The agents' own orders and backfill are counted: no seeded history beside them.
        history: false,
      });
    const onDir = tempDir();
    const on = await serve(onDir, true);
    const orders = () => countOf(on.db, 'SELECT COUNT(*) AS n FROM orders');
    const backfilled = () => countOf(on.db, 'SELECT COUNT(*) AS n FROM price_backfill');
    await until(() => orders() > 50 && backfilled() > 0);
    await on.close();
    const withAgents = storedCounts(onDir);
    expect(withAgents.apiKeys).toBe(4);
    expect(withAgents.backfill).toBeGreaterThan(0);
    // Stopping cancelled the agents' quotes.
    expect(withAgents.live).toBe(0);

    const offDir = tempDir();
    const off = await serve(offDir, false);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await off.close();
    expect(storedCounts(offDir)).toEqual({
      orders: 0,
      live: 0,
      trades: 0,
      apiKeys: 0,
      backfill: 0,
    });
  });

  it('serve --no-liquidity keeps the agents off', async () => {
    const dataDir = tempDir();
    const run = await startCli([
      'serve',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--no-liquidity',
      '--no-history',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await stopCli(run)).toBe(0);
    // Neither the agents nor, with --no-history, a seeded history wrote an order.
    expect(storedCounts(dataDir)).toMatchObject({ orders: 0, trades: 0, apiKeys: 0, backfill: 0 });
  });

  it('is on by default in demo mode only', () => {
    expect(liquidityEnabled(defaultConfig())).toBe(true);
    expect(liquidityEnabled({ ...defaultConfig(), demo: false })).toBe(false);
    expect(liquidityEnabled({ ...defaultConfig(), demo: false, liquidity: true })).toBe(true);
    expect(liquidityEnabled({ ...defaultConfig(), liquidity: false })).toBe(false);
  });

  it('serve --no-demo leaves a catalog unquoted unless --liquidity asks for the agents', async () => {
    // A catalog the demo mode did not seed (it stands in for a real or imported one).
    const dataDir = tempDir();
    expect((await runCli(['seed', '--data-dir', dataDir, '--markets', '40'])).code).toBe(0);
    const serve = (...flags: string[]) =>
      startCli(['serve', '--port', '0', '--data-dir', dataDir, '--no-demo', ...flags]);
    const quiet = await serve();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await stopCli(quiet)).toBe(0);
    expect(storedCounts(dataDir)).toMatchObject({ orders: 0, apiKeys: 0, backfill: 0 });

    const quoting = await serve('--liquidity');
    await until(() => storedCounts(dataDir).orders > 0);
    expect(await stopCli(quoting)).toBe(0);
    expect(storedCounts(dataDir)).toMatchObject({ live: 0, apiKeys: 4 });
    expect(storedCounts(dataDir).backfill).toBeGreaterThan(0);

    const both = await runCli(['serve', '--data-dir', dataDir, '--liquidity', '--no-liquidity']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--liquidity and --no-liquidity exclude each other/);
  });
});
