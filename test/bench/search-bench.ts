// Type-ahead search on a 100,000-market catalog (issue #24): distinct queries, each asked once
// (whole words and the 2-5-character prefixes a search box sends while typing), against
// GET /public-search and the terminal's catalog.searchMarkets over its RPC socket, each beside
// a lookup by id on the same connection in the same run; then new queries asked right after
// bursts of trades, which change volumes but must not make the index be rebuilt.
// `npm run bench -- search`; BENCH_DATA_DIR reuses a seeded data dir (copied: trades write).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { SEARCH_PAGE_SIZE } from '../../renderer/features/markets/market-filters.js';
import { startTerminal, type TerminalProcess } from '../e2e/support/terminal-process.js';
import { prepareFlood, type Flood } from '../support/order-flood.js';
import type { Figure } from './support/figure.js';
import { peakRssMb } from './support/processes.js';
import { BenchRpcClient } from './support/rpc-client.js';
import { seededDataDir } from './support/seeded-data-dir.js';
import { typeAheadQueries } from './support/type-ahead-queries.js';

const P50_TARGET_MS = 3;
const P95_TARGET_MS = 15;
const BURSTS = 5;
const ORDERS_PER_BURST = 40;
const QUERIES_PER_BURST = 8;
/** The terminal's search box: the first page of open markets, as the box asks it. */
const TERMINAL_SEARCH = { limit: SEARCH_PAGE_SIZE, active: true, closed: false };
const SLOWEST_SHOWN = 5;
const REASKED = 40;
/** A query asked again is answered with the bytes stored for its URL (answer-replay.ts). */
const REASKED_P50_TARGET_MS = 2;
/** Asked first, not counted (the generated queries are single words): it may wait for the index. */
const FIRST_QUERY = 'first search';

interface Timed {
  query: string;
  ms: number;
}

interface MarketAnswer {
  id: string;
  question: string;
  volumeNum: number;
}

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;

function summary(timings: readonly Timed[]) {
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

function report(label: string, timings: readonly Timed[]): void {
  const { p50, p95, max } = summary(timings);
  const slowest = [...timings]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_SHOWN)
    .map((timing) => `${JSON.stringify(timing.query)} ${timing.ms.toFixed(1)}`)
    .join(', ');
  console.log(
    `  ${label}: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${max.toFixed(1)} ms ` +
      `(${timings.length} requests); slowest: ${slowest}`,
  );
}

/** One GET on a keep-alive connection, timed from the request to the answer's last byte. */
function timedGet(agent: Agent, url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
        else resolve(performance.now() - started);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function timedCall(rpc: BenchRpcClient, method: string, params: unknown): Promise<number> {
  const started = performance.now();
  await rpc.call(method, params);
  return performance.now() - started;
}

/** The two searches and their two baselines, for each query in turn. */
class SearchRun {
  readonly publicSearch: Timed[] = [];
  readonly terminalSearch: Timed[] = [];
  readonly byId: Timed[] = [];
  readonly rpcById: Timed[] = [];
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly terminal: TerminalProcess,
    private readonly rpc: BenchRpcClient,
  ) {}

  async ask(query: string, marketId: number): Promise<void> {
    const { apiUrl } = this.terminal;
    const path = `/markets/${marketId}`;
    this.byId.push({ query: path, ms: await timedGet(this.agent, apiUrl + path) });
    const search = `${apiUrl}/public-search?q=${encodeURIComponent(query)}`;
    this.publicSearch.push({ query, ms: await timedGet(this.agent, search) });
    const id = String(marketId);
    this.rpcById.push({ query: path, ms: await timedCall(this.rpc, 'catalog.market', { id }) });
    const params = { q: query, ...TERMINAL_SEARCH };
    const ms = await timedCall(this.rpc, 'catalog.searchMarkets', params);
    this.terminalSearch.push({ query, ms });
  }

  async again(queries: readonly string[]): Promise<Timed[]> {
    const timings: Timed[] = [];
    for (const query of queries) {
      const search = `${this.terminal.apiUrl}/public-search?q=${encodeURIComponent(query)}`;
      timings.push({ query, ms: await timedGet(this.agent, search) });
    }
    return timings;
  }

  close(): void {
    this.agent.destroy();
  }
}

async function marketOf(rpc: BenchRpcClient, conditionId: string): Promise<MarketAnswer> {
  return rpc.call<MarketAnswer>('catalog.market', { id: conditionId });
}

/** Posts signed orders that cross, then waits until the venue has written the new volumes. */
async function tradeBurst(url: string, flood: Flood, burst: number, rpc: BenchRpcClient) {
  const before = await Promise.all(flood.markets.map((m) => marketOf(rpc, m.conditionId)));
  const posts = flood.posts.slice(burst * ORDERS_PER_BURST, (burst + 1) * ORDERS_PER_BURST);
  for (const post of posts) {
    const response = await fetch(`${url}/order`, {
      method: 'POST',
      headers: post.headers,
      body: post.body,
    });
    if (!response.ok) throw new Error(`POST /order: ${response.status} ${await response.text()}`);
  }
  const deadline = Date.now() + 10_000;
  for (;;) {
    const after = await Promise.all(flood.markets.map((m) => marketOf(rpc, m.conditionId)));
    if (after.some((market, i) => market.volumeNum !== before[i]!.volumeNum)) return;
    if (Date.now() > deadline) throw new Error('no volume changed after a burst of trades');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The terminal's search finds a traded market by its question, with its new volume. */
async function checkTradedMarketFound(rpc: BenchRpcClient, flood: Flood): Promise<void> {
  const traded = await Promise.all(flood.markets.map((m) => marketOf(rpc, m.conditionId)));
  const market = traded.reduce((best, next) => (next.volumeNum > best.volumeNum ? next : best));
  const found = await rpc.call<MarketAnswer[]>('catalog.searchMarkets', {
    q: market.question,
    limit: 100,
  });
  const hit = found.find((answer) => answer.id === market.id);
  if (!hit || hit.volumeNum !== market.volumeNum || market.volumeNum === 0) {
    throw new Error(`traded market ${market.id} not found with its volume ${market.volumeNum}`);
  }
}

function figure(
  name: string,
  timings: Timed[],
  baseline: Timed[],
  stat: 'p50' | 'p95',
  targetMs = stat === 'p50' ? P50_TARGET_MS : P95_TARGET_MS,
): Figure {
  const value = summary(timings)[stat];
  return {
    name,
    value,
    baseline: summary(baseline)[stat],
    unit: 'ms',
    target: `<= ${targetMs}`,
    met: value <= targetMs,
  };
}

export async function runSearchBench({ markets = 100_000, queries = 240 } = {}): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-search-bench-'));
  copyFileSync(join(seededDataDir(markets), 'marketdesk.db'), join(dataDir, 'marketdesk.db'));
  const db = new BetterSqlite3(join(dataDir, 'marketdesk.db'), { readonly: true });
  const afterTrades = BURSTS * QUERIES_PER_BURST;
  const texts = typeAheadQueries(db, queries + afterTrades);
  const ids = db
    .prepare('SELECT id FROM markets ORDER BY random() LIMIT ?')
    .pluck()
    .all(queries + afterTrades) as number[];
  db.close();
  const terminal = await startTerminal({
    dataDir,
    args: ['--no-liquidity', '--no-rate-limits', '--no-history'],
    timeoutMs: 120_000,
  });
  const rpc = await BenchRpcClient.connect(terminal.terminalUrl);
  const run = new SearchRun(terminal, rpc);
  try {
    // The index is built in the background after start-up; a search before it is done waits.
    const first = await run.again([FIRST_QUERY]);
    console.log(`  first search right after start-up: ${first[0]!.ms.toFixed(0)} ms`);
    for (let i = 0; i < queries; i++) await run.ask(texts[i]!, ids[i]!);
    console.log(`  ${queries} distinct type-ahead queries, each asked once:`);
    report('GET /public-search', run.publicSearch);
    report('terminal catalog.searchMarkets', run.terminalSearch);
    report('GET /markets/{id} (baseline)', run.byId);
    report('terminal catalog.market (baseline)', run.rpcById);
    // The service replays stored answers by URL, least recently used out: the last ones asked.
    const again = await run.again(texts.slice(queries - REASKED, queries));
    report(`GET /public-search, the last ${REASKED} queries asked again`, again);
    const figures = [
      figure(
        `GET /public-search p50, ${queries} queries asked once`,
        run.publicSearch,
        run.byId,
        'p50',
      ),
      figure(
        `GET /public-search p95, ${queries} queries asked once`,
        run.publicSearch,
        run.byId,
        'p95',
      ),
      figure(
        'terminal catalog.searchMarkets p50, the same queries',
        run.terminalSearch,
        run.rpcById,
        'p50',
      ),
      figure(
        'terminal catalog.searchMarkets p95, the same queries',
        run.terminalSearch,
        run.rpcById,
        'p95',
      ),
      figure(
        `GET /public-search p50, the last ${REASKED} queries asked again (stored answers)`,
        again,
        run.byId.slice(queries - REASKED),
        'p50',
        REASKED_P50_TARGET_MS,
      ),
    ];

    const flood = await prepareFlood({
      baseUrl: terminal.apiUrl,
      dataDir,
      traders: 4,
      markets: 4,
      orders: BURSTS * ORDERS_PER_BURST,
    });
    const trades = new SearchRun(terminal, rpc);
    for (let burst = 0; burst < BURSTS; burst++) {
      await tradeBurst(terminal.apiUrl, flood, burst, rpc);
      for (let i = 0; i < QUERIES_PER_BURST; i++) {
        const index = queries + burst * QUERIES_PER_BURST + i;
        await trades.ask(texts[index]!, ids[index]!);
      }
    }
    await checkTradedMarketFound(rpc, flood);
    console.log(
      `  ${afterTrades} new queries, ${QUERIES_PER_BURST} after each of ${BURSTS} bursts of trades:`,
    );
    report('GET /public-search', trades.publicSearch);
    report('terminal catalog.searchMarkets', trades.terminalSearch);
    console.log(`  service peak RSS: ${peakRssMb(terminal.child).toFixed(0)} MB`);
    trades.close();
    figures.push(
      figure(
        'GET /public-search p95, new queries right after trades',
        trades.publicSearch,
        trades.byId,
        'p95',
      ),
      figure(
        'terminal catalog.searchMarkets p95, right after trades',
        trades.terminalSearch,
        trades.rpcById,
        'p95',
      ),
    );
    return figures;
  } finally {
    run.close();
    rpc.close();
    await terminal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
