// The demo a new user first sees: for the 20 open markets with the most 24 h volume, deep books
// beside big volumes, prints the book could have taken, charts that walk rather than bounce,
// and a steady 24 h change (test/support/demo-figures.ts reads them).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli, stopCli, type CliRun } from '../../support/cli.js';
import { changeSteadiness, demoFigures } from '../../support/demo-figures.js';

let run: CliRun;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-demo-figures-'));
  run = await startCli(['serve', '--port', '0', '--data-dir', dataDir], 60_000);
}, 90_000);
afterAll(async () => {
  await stopCli(run);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo on a fresh start', { timeout: 90_000 }, () => {
  it('gives busy markets books that match their volume and their prints', async () => {
    const { markets } = await demoFigures(run.url);
    expect(markets).toHaveLength(20);
    for (const market of markets) {
      expect(market.liquidity, market.id).toBeGreaterThanOrEqual(0.01 * market.volume24h);
      if (market.volume24h > 100_000)
        expect(market.liquidity, market.id).toBeGreaterThanOrEqual(500);
      expect(market.bids >= 5 || market.bidsReachEdge, `${market.id} bids`).toBe(true);
      expect(market.asks >= 5 || market.asksReachEdge, `${market.id} asks`).toBe(true);
      expect(market.p95PrintShares, market.id).toBeLessThanOrEqual(5 * market.top5Shares);
    }
  });

  it('charts a walk, not a bounce between the bid and the ask', async () => {
    const { moves, reversals } = await demoFigures(run.url);
    expect(moves).toBeGreaterThan(100);
    expect(reversals / moves).toBeLessThanOrEqual(0.75);
  });

  it('keeps the 24 h change from one read to the next while the price stands still', async () => {
    const { compared, steady } = await changeSteadiness(run.url, 2_000);
    expect(compared).toBeGreaterThan(5);
    expect(steady).toBe(compared);
  });

  it('settles resolved markets one way: the winner at 1, the others at 0', async () => {
    const response = await fetch(`${run.url}/markets?closed=true&limit=50`);
    const closed = (await response.json()) as {
      id: string;
      outcomePrices: string;
      umaResolutionStatus?: string;
    }[];
    const resolved = closed.filter((market) => market.umaResolutionStatus === 'resolved');
    expect(resolved.length).toBeGreaterThan(0);
    for (const market of resolved) {
      const prices = (JSON.parse(market.outcomePrices) as string[]).map(Number).sort();
      expect(prices, market.id).toEqual([0, 1]);
    }
  });
});
