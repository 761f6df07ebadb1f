// The demo a new user first sees, as the catalog, the book, the tape and the chart report it:
// for the 20 open markets with the most 24 h volume, deep books beside big volumes, prints the
// book could have taken, charts that walk rather than bounce, and a steady 24 h change.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli, stopCli, type CliRun } from '../../support/cli.js';

interface ListedMarket {
  id: string;
  conditionId: string;
  clobTokenIds: string;
  volume24hr?: number;
  liquidityNum?: number;
  oneDayPriceChange?: number;
  bestBid?: number;
  bestAsk?: number;
  orderPriceMinTickSize: number;
  outcomePrices: string;
  umaResolutionStatus?: string;
}
interface Level {
  price: string;
  size: string;
}

let run: CliRun;
let dataDir: string;
const get = async <T>(path: string): Promise<T> => {
  const response = await fetch(run.url + path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};
const TOP = '/markets?closed=false&order=volume24hr&ascending=false&limit=20';
const yesToken = (market: ListedMarket): string =>
  (JSON.parse(market.clobTokenIds) as string[])[0]!;
const sum = (levels: readonly Level[]) =>
  levels.reduce((total, level) => total + Number(level.size), 0);

/** Whether a side's far level sits at the edge of the price grid (no room for more levels). */
const reachesEdge = (levels: readonly Level[], tick: number, side: 'bid' | 'ask'): boolean => {
  const prices = levels.map((level) => Number(level.price));
  return side === 'bid' ? Math.min(...prices) <= 0.01 + tick : Math.max(...prices) >= 0.99 - tick;
};

/** Every top market quoted on both sides and its figures written to the catalog. */
async function quoted(): Promise<ListedMarket[]> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const markets = await get<ListedMarket[]>(TOP);
    if (markets.every((market) => market.bestBid && market.bestAsk && market.liquidityNum))
      return markets;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the top markets were not quoted within 60 s');
}

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
    const markets = await quoted();
    expect(markets).toHaveLength(20);
    for (const market of markets) {
      const volume = market.volume24hr ?? 0;
      const liquidity = market.liquidityNum ?? 0;
      expect(liquidity, market.id).toBeGreaterThanOrEqual(0.01 * volume);
      if (volume > 100_000) expect(liquidity, market.id).toBeGreaterThanOrEqual(500);

      const book = await get<{ bids: Level[]; asks: Level[] }>(
        `/book?token_id=${yesToken(market)}`,
      );
      const tick = market.orderPriceMinTickSize;
      for (const [levels, side] of [
        [book.bids, 'bid'],
        [book.asks, 'ask'],
      ] as const) {
        expect(levels.length >= 5 || reachesEdge(levels, tick, side), `${market.id} ${side}s`).toBe(
          true,
        );
      }
      // The venue lists the best level last.
      const top5 = sum(book.bids.slice(-5)) + sum(book.asks.slice(-5));
      const trades = await get<{ size: number }[]>(
        `/trades?market=${market.conditionId}&limit=100`,
      );
      const sizes = trades.map((trade) => Number(trade.size)).sort((a, b) => a - b);
      const p95 = sizes[Math.floor(0.95 * (sizes.length - 1))] ?? 0;
      expect(p95, market.id).toBeLessThanOrEqual(5 * top5);
    }
  });

  it('charts a walk, not a bounce between the bid and the ask', async () => {
    const markets = await quoted();
    let moves = 0;
    let reversals = 0;
    for (const market of markets) {
      const { history } = await get<{ history: { p: number }[] }>(
        `/prices-history?market=${yesToken(market)}&interval=1d`,
      );
      const steps = history
        .slice(1)
        .map((point, i) => point.p - history[i]!.p)
        .filter((step) => step !== 0);
      moves += Math.max(0, steps.length - 1);
      reversals += steps.slice(1).filter((step, i) => step * steps[i]! < 0).length;
    }
    expect(moves).toBeGreaterThan(100);
    expect(reversals / moves).toBeLessThanOrEqual(0.75);
  });

  it('keeps the 24 h change from one read to the next while the price stands still', async () => {
    const first = await quoted();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const second = new Map((await get<ListedMarket[]>(TOP)).map((market) => [market.id, market]));
    let compared = 0;
    for (const market of first) {
      const again = second.get(market.id);
      if (!again || again.bestBid !== market.bestBid || again.bestAsk !== market.bestAsk) continue;
      compared += 1;
      expect(again.oneDayPriceChange, market.id).toBe(market.oneDayPriceChange);
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('settles resolved markets one way: the winner at 1, the others at 0', async () => {
    const closed = await get<ListedMarket[]>('/markets?closed=true&limit=50');
    const resolved = closed.filter((market) => market.umaResolutionStatus === 'resolved');
    expect(resolved.length).toBeGreaterThan(0);
    for (const market of resolved) {
      const prices = (JSON.parse(market.outcomePrices) as string[]).map(Number).sort();
      expect(prices, market.id).toEqual([0, 1]);
    }
  });
});
