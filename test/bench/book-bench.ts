// GET /book on the built service: a few books with levels, 10 connections, beside a bare
// node:http server answering the same bytes measured in the same run (issue #4).
// `npm run bench -- book`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareFlood } from '../support/order-flood.js';
import { processCpuSeconds } from './support/cpu.js';
import type { Figure } from './support/figure.js';
import { load } from './support/load.js';
import {
  spawnBenchService,
  spawnServer,
  stopServer,
  type ServerProcess,
} from './support/processes.js';

const bareServer = 'test/bench/support/bare-server.mjs';
const TARGET = 20_000;

/** A load run and the server's requests per CPU second, which competing processes leave be. */
async function measure(server: ServerProcess, paths: readonly string[], seconds: number) {
  const cpuBefore = processCpuSeconds(server.child.pid!);
  const result = await load({ url: server.url, connections: 10, seconds, paths });
  const cpuSeconds = processCpuSeconds(server.child.pid!) - cpuBefore;
  return { ...result, perCpuSecond: (result.requestsPerSecond * seconds) / cpuSeconds };
}

/** A bare node:http server answering each path with the bytes the service gave for it. */
async function bareServing(answers: ReadonlyMap<string, Buffer>): Promise<ServerProcess> {
  const file = join(mkdtempSync(join(tmpdir(), 'marketdesk-bare-')), 'answers.tsv');
  writeFileSync(file, [...answers].map(([path, body]) => `${path}\t${body.toString()}`).join('\n'));
  return spawnServer([bareServer, file]);
}

/** Rests and crosses `orders` signed BUY orders on `markets` markets: books with levels. */
async function fillBooks(url: string, dataDir: string, markets: number, orders: number) {
  const flood = await prepareFlood({ baseUrl: url, dataDir, traders: 4, markets, orders });
  for (const post of flood.posts) {
    const response = await fetch(`${url}/order`, {
      method: 'POST',
      headers: post.headers,
      body: post.body,
    });
    if (!response.ok) throw new Error(`POST /order: ${response.status} ${await response.text()}`);
  }
  return flood.markets.flatMap((market) => market.tokenIds);
}

export async function runBookBench({ markets = 3, orders = 150, seconds = 10 } = {}): Promise<
  Figure[]
> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-book-bench-'));
  const service = await spawnBenchService(dataDir);
  try {
    const tokens = await fillBooks(service.url, dataDir, markets, orders);
    const answers = new Map<string, Buffer>();
    let levels = 0;
    for (const token of tokens) {
      const path = `/book?token_id=${token}`;
      const body = Buffer.from(await (await fetch(service.url + path)).arrayBuffer());
      const book = JSON.parse(body.toString()) as { bids: unknown[]; asks: unknown[] };
      levels += book.bids.length + book.asks.length;
      answers.set(path, body);
    }
    const sizes = [...answers.values()].map((body) => body.length);
    console.log(
      `  ${tokens.length} books, ${levels} levels in all, answers of ` +
        `${Math.min(...sizes)}-${Math.max(...sizes)} bytes`,
    );
    const paths = [...answers.keys()];
    // A first run warms the service (JIT, stored answers) as a terminal's first polls would.
    await load({ url: service.url, connections: 10, seconds: 2, paths });
    const measured = await measure(service, paths, seconds);
    const bare = await bareServing(answers);
    const baseline = await measure(bare, paths, seconds);
    await stopServer(bare);
    const perCpu = (value: number) => Math.round(value).toLocaleString('en');
    console.log(
      `  service p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms; ` +
        `${measured.non2xx} non-2xx, ${measured.errors} errors`,
    );
    // Other processes competing for the two cores lower req/s; per CPU second they do not.
    console.log(
      `  per CPU second: service ${perCpu(measured.perCpuSecond)} requests, ` +
        `bare node:http ${perCpu(baseline.perCpuSecond)}`,
    );
    return [
      {
        name: `GET /book (10 connections, ${tokens.length} books in turn)`,
        value: measured.requestsPerSecond,
        baseline: baseline.requestsPerSecond,
        unit: 'req/s',
        target: `>= ${TARGET.toLocaleString('en')}`,
        met: measured.requestsPerSecond >= TARGET && measured.non2xx === 0,
      },
    ];
  } finally {
    await stopServer(service);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
