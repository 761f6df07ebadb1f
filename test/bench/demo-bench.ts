// The demo venue as a new user meets it: how long a first start takes to seed the 1,500-market
// demo with its 30 days of trading history, how much CPU the simulated traders then use, and
// how often the 20 most traded open markets change (book and trades), against the next 80, and
// how credible their books, prints and charts are (test/support/demo-figures.ts).
//   npm run bench -- demo
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { processCpuSeconds } from './support/cpu.js';
import type { Figure } from './support/figure.js';
import { demoFigures, demoReadout } from '../support/demo-figures.js';
import { spawnServer, stopServer, type ServerProcess } from './support/processes.js';

/** The agents quote the hot markets within some seconds of the start. */
const WARM_UP_MS = 20_000;
const WINDOW_MS = 60_000;
const IDLE_WINDOW_MS = 30_000;
const TOP = 20;
const COMPARED = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A busy machine can stretch a first start well past its target: wait for it anyway. */
const START_TIMEOUT_MS = 300_000;

const serve = (dataDir: string, ...flags: string[]) =>
  spawnServer(
    ['dist/server/main.js', 'serve', '--data-dir', dataDir, '--port', '0', ...flags],
    START_TIMEOUT_MS,
  );

/** CPU of the service's process over `ms`, as a share of one core. */
async function cpuShare(server: ServerProcess, ms: number): Promise<number> {
  const pid = server.child.pid as number;
  const before = processCpuSeconds(pid);
  const started = performance.now();
  await sleep(ms);
  return (processCpuSeconds(pid) - before) / ((performance.now() - started) / 1000);
}

interface MarketRow {
  conditionId: string;
  clobTokenIds: string;
}

/** Book changes and trades per market over the window, from /ws/market, most traded first. */
async function marketActivity(url: string, windowMs: number) {
  const markets = [] as MarketRow[];
  for (let offset = 0; offset < COMPARED; offset += 100) {
    const page = await fetch(
      `${url}/markets?active=true&closed=false&order=volume&ascending=false&limit=100&offset=${offset}`,
    );
    markets.push(...((await page.json()) as MarketRow[]));
  }
  const ranked = markets.slice(0, COMPARED);
  const changes = new Map(ranked.map((market) => [market.conditionId, 0]));
  const trades = new Map(ranked.map((market) => [market.conditionId, 0]));
  const ws = new WebSocket(`${url.replace('http', 'ws')}/ws/market`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let counting = false;
  ws.on('message', (data: Buffer) => {
    if (!counting) return;
    const parsed = JSON.parse(data.toString()) as unknown;
    for (const message of (Array.isArray(parsed) ? parsed : [parsed]) as {
      event_type?: string;
      market?: string;
    }[]) {
      const counts =
        message.event_type === 'price_change'
          ? changes
          : message.event_type === 'last_trade_price'
            ? trades
            : null;
      if (counts && message.market && counts.has(message.market)) {
        counts.set(message.market, (counts.get(message.market) as number) + 1);
      }
    }
  });
  const yesTokens = ranked.map((market) => (JSON.parse(market.clobTokenIds) as string[])[0]);
  ws.send(JSON.stringify({ type: 'market', assets_ids: yesTokens }));
  await sleep(1_000);
  counting = true;
  await sleep(windowMs);
  ws.close();
  const seconds = windowMs / 1000;
  const interval = (count: number) => (count === 0 ? Infinity : seconds / count);
  return ranked.map((market) => ({
    bookEverySeconds: interval(changes.get(market.conditionId) as number),
    tradeEverySeconds: interval(trades.get(market.conditionId) as number),
  }));
}

/** The top markets' book, print and chart figures, each beside markets 21-40's. */
function credibility(
  top: ReturnType<typeof demoReadout>,
  next: ReturnType<typeof demoReadout>,
): Figure[] {
  const unit = (what: string) => `${what} (baseline: markets ${TOP + 1}-${2 * TOP} by 24 h volume)`;
  return [
    {
      name: `top ${TOP} by 24 h volume: the thinnest book's liquidity, share of its 24 h volume`,
      value: top.thinnestLiquidityPercent,
      baseline: next.thinnestLiquidityPercent,
      unit: unit('%'),
      target: '≥ 1 %',
      met: top.thinnestLiquidityPercent >= 1,
    },
    {
      name: `top ${TOP} by 24 h volume: fewest levels on a side with room for more`,
      value: top.fewestLevels,
      baseline: next.fewestLevels,
      unit: unit('levels'),
      target: '≥ 5',
      met: top.fewestLevels >= 5,
    },
    {
      name: `top ${TOP} by 24 h volume: 95th-percentile print over the shares in the top 5 levels`,
      value: top.largestPrintToBook,
      baseline: next.largestPrintToBook,
      unit: unit('×'),
      target: '≤ 5 ×',
      met: top.largestPrintToBook <= 5,
    },
    {
      name: `top ${TOP} by 24 h volume: 1-day chart moves that reverse the one before`,
      value: top.reversalPercent,
      baseline: next.reversalPercent,
      unit: unit('%'),
      target: '≤ 75 %',
      met: top.reversalPercent <= 75,
    },
  ];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

export async function runDemoBench(): Promise<Figure[]> {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'marketdesk-demo-bench-'));
    dirs.push(dir);
    return dir;
  };
  try {
    const catalogOnly = await serve(freshDir(), '--no-history', '--no-liquidity');
    await stopServer(catalogOnly);
    const dataDir = freshDir();
    const first = await serve(dataDir);
    const startCpuSeconds = processCpuSeconds(first.child.pid as number);
    await sleep(WARM_UP_MS);
    const [share, activity] = await Promise.all([
      cpuShare(first, WINDOW_MS),
      marketActivity(first.url, WINDOW_MS),
    ]);
    const shown = demoReadout(await demoFigures(first.url));
    const next = demoReadout(await demoFigures(first.url, TOP));
    await stopServer(first);
    const idle = await serve(dataDir, '--no-liquidity');
    await sleep(5_000);
    const idleShare = await cpuShare(idle, IDLE_WINDOW_MS);
    await stopServer(idle);

    const top = activity.slice(0, TOP);
    const rest = activity.slice(TOP);
    const worst = (key: 'bookEverySeconds' | 'tradeEverySeconds') =>
      Math.max(...top.map((market) => market[key]));
    const agentsPercent = Math.max(0, (share - idleShare) * 100);
    return [
      {
        name: 'first start to listening: 1,500-market demo and 30 days of history (s)',
        value: first.startupMs / 1000,
        baseline: catalogOnly.startupMs / 1000,
        unit: 's (baseline: the demo catalog alone)',
        target: '≤ 10 s',
        met: first.startupMs <= 10_000,
      },
      {
        name: 'first start to listening: CPU time of the service (robust to a busy machine)',
        value: startCpuSeconds,
        baseline: first.startupMs / 1000,
        unit: 's (baseline: the same start in wall-clock time)',
        target: '≤ 10 s',
        met: startCpuSeconds <= 10,
      },
      {
        name: "simulated traders' CPU, share of one core (service with agents less without)",
        value: agentsPercent,
        baseline: idleShare * 100,
        unit: '% (baseline: the service without agents)',
        target: '< 10 %',
        met: agentsPercent < 10,
      },
      {
        name: `top ${TOP} open markets: the slowest one's mean time between book changes`,
        value: worst('bookEverySeconds'),
        baseline: median(rest.map((market) => market.bookEverySeconds)),
        unit: `s (baseline: median of markets ${TOP + 1}-${COMPARED})`,
        target: '≤ 2 s',
        met: worst('bookEverySeconds') <= 2,
      },
      {
        name: `top ${TOP} open markets: the slowest one's mean time between trades`,
        value: worst('tradeEverySeconds'),
        baseline: median(rest.map((market) => market.tradeEverySeconds)),
        unit: `s (baseline: median of markets ${TOP + 1}-${COMPARED})`,
        target: '≤ 30 s',
        met: worst('tradeEverySeconds') <= 30,
      },
      ...credibility(shown, next),
    ];
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
