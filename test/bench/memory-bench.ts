// Memory per market: the resident set of 20,000 engine books with a two-sided ladder each (in
// a child process, so that nothing else of the bench counts), and of the demo service with
// simulated liquidity after a run of MEMORY_BENCH_MINUTES (default 10).
// `npm run bench -- memory`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Figure } from './support/figure.js';
import { spawnServer, stopServer } from './support/processes.js';

const MARKETS = 20_000;
/** Issue #16: dense books over every tick cost about 320 KB a market, the demo ran at 550 MB. */
const DENSE_BOOK_MB_PER_MARKET = 320 / 1024;
const DEMO_BEFORE_MB = 550;
const LADDER_LEVELS = 5;

/** Builds the books in this process and prints its RSS in MB after a full GC. */
async function ladderChild(markets: number): Promise<void> {
  const { createMarketBook } = await import('../../server/engine/index.js');
  const books = [];
  let id = 1;
  for (let market = 0; market < markets; market += 1) {
    const book = createMarketBook({ tickTicks: 100, minSizeMicros: 5_000_000 });
    for (let level = 1; level <= LADDER_LEVELS; level += 1) {
      for (const [side, price] of [
        ['BUY', 5000 - level * 100],
        ['SELL', 5000 + level * 100],
      ] as const) {
        const order = {
          id,
          owner: 1 + (id % 4),
          tokenIndex: 0 as const,
          side,
          type: 'GTC' as const,
        };
        const result = book.submit({ ...order, priceTicks: price, sizeMicros: 100_000_000 }, 0);
        if (result.status !== 'live') throw new Error(`ladder order ${id}: ${result.status}`);
        id += 1;
      }
    }
    books.push(book);
  }
  globalThis.gc?.();
  console.log(JSON.stringify({ rssMb: process.memoryUsage().rss / 2 ** 20, books: books.length }));
}

async function ladderRssMb(markets: number): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      new URL(import.meta.url).pathname,
      'ladder-child',
      String(markets),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`ladder child exited with ${code}`);
  return (JSON.parse(out.trim().split('\n').pop()!) as { rssMb: number }).rssMb;
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** The built demo service with liquidity on a fresh data dir, its RSS after `minutes`. */
async function demoRssMb(minutes: number): Promise<{ final: number; peak: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-memory-'));
  const server = await spawnServer(
    ['dist/server/main.js', 'serve', '--data-dir', dataDir, '--port', '0', '--liquidity'],
    120_000,
  );
  let peak = 0;
  try {
    const end = Date.now() + minutes * 60_000;
    while (Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      peak = Math.max(peak, rssMb(server.child.pid!));
    }
    return { final: rssMb(server.child.pid!), peak };
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runMemoryBench(): Promise<Figure[]> {
  const minutes = Number(process.env['MEMORY_BENCH_MINUTES'] ?? 10);
  const ladder = await ladderRssMb(MARKETS);
  const demo = await demoRssMb(minutes);
  console.log(`  demo service peak RSS over the run: ${demo.peak.toFixed(0)} MB`);
  return [
    {
      name: `${MARKETS.toLocaleString('en')} engine books, ${LADDER_LEVELS} levels a side, process RSS`,
      value: ladder,
      baseline: MARKETS * DENSE_BOOK_MB_PER_MARKET,
      unit: 'MB',
      target: '<= 1,024',
      met: ladder <= 1024,
    },
    {
      name: `demo service RSS after ${minutes} min with simulated liquidity`,
      value: demo.final,
      baseline: DEMO_BEFORE_MB,
      unit: 'MB',
      target: '<= 250 (after 10 min)',
      met: demo.final <= 250,
    },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === 'ladder-child') await ladderChild(Number(process.argv[3]));
  else for (const figure of await runMemoryBench()) console.log(figure);
}
