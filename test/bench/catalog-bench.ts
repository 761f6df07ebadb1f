import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Figure } from './support/figure.js';
import { load } from './support/load.js';
import { peakRssMb, spawnServer, stopServer, type ServerProcess } from './support/processes.js';
import { seededDataDir } from './support/seeded-data-dir.js';

const bundle = 'dist/server/main.js';
const bareServer = 'test/bench/support/bare-server.mjs';
const listQuery = '/markets?active=true&closed=false&order=volume&ascending=false&limit=20';

/** A bare node:http server answering each path with the bytes Marketdesk gave for it. */
async function bareServing(answers: ReadonlyMap<string, Buffer>): Promise<ServerProcess> {
  const file = join(mkdtempSync(join(tmpdir(), 'marketdesk-bare-')), 'answers.tsv');
  writeFileSync(file, [...answers].map(([path, body]) => `${path}\t${body.toString()}`).join('\n'));
  return spawnServer([bareServer, file]);
}

const fetchBytes = async (url: string): Promise<Buffer> =>
  Buffer.from(await (await fetch(url)).arrayBuffer());

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Catalog figures of issue #2 on a 100,000-market catalog, each beside a bare node:http
 * baseline. Search has its own group (search-bench.ts).
 */
export async function runCatalogBench({ markets = 100_000, seconds = 10 } = {}): Promise<Figure[]> {
  const dataDir = seededDataDir(markets);
  const db = new BetterSqlite3(join(dataDir, 'marketdesk.db'), { readonly: true });
  const ids = (
    db.prepare('SELECT id FROM markets ORDER BY random() LIMIT 2000').all() as { id: number }[]
  ).map((row) => `/markets/${row.id}`);
  db.close();
  const serveArgs = [bundle, 'serve', '--port', '0', '--data-dir', dataDir, '--no-rate-limits'];

  const startups: number[] = [];
  for (let i = 0; i < 3; i++) {
    const server = await spawnServer(serveArgs);
    startups.push(server.startupMs);
    await stopServer(server);
  }
  const bareStartups: number[] = [];
  const okAnswer = new Map([['/', Buffer.from('"OK"')]]);
  for (let i = 0; i < 3; i++) {
    const bare = await bareServing(okAnswer);
    bareStartups.push(bare.startupMs);
    await stopServer(bare);
  }

  const service = await spawnServer(serveArgs);
  const figures: Figure[] = [];
  try {
    const listBytes = await fetchBytes(service.url + listQuery);
    const listLoad = await load({ url: service.url + listQuery, connections: 10, seconds });
    const bareList = await bareServing(new Map([[listQuery, listBytes]]));
    const bareListLoad = await load({ url: bareList.url, connections: 10, seconds });
    const bareRss = peakRssMb(bareList.child);
    await stopServer(bareList);
    figures.push({
      name: `GET ${listQuery} (10 connections)`,
      value: listLoad.requestsPerSecond,
      baseline: bareListLoad.requestsPerSecond,
      unit: 'req/s',
      target: '>= 0.5 x baseline',
      met:
        listLoad.requestsPerSecond >= 0.5 * bareListLoad.requestsPerSecond && listLoad.non2xx === 0,
    });

    // A terminal's first poll warms the service (SQLite pages, stored answers); measure after.
    const marketAnswers = new Map<string, Buffer>();
    for (const path of ids) marketAnswers.set(path, await fetchBytes(service.url + path));
    const byIdLoad = await load({ url: service.url, connections: 10, seconds, paths: ids });
    const bareMarket = await bareServing(marketAnswers);
    const bareByIdLoad = await load({ url: bareMarket.url, connections: 10, seconds, paths: ids });
    await stopServer(bareMarket);
    figures.push({
      name: 'GET /markets/{id} (10 connections, 2,000 random ids, after one warm-up pass)',
      value: byIdLoad.requestsPerSecond,
      baseline: bareByIdLoad.requestsPerSecond,
      unit: 'req/s',
      target: '>= 20,000',
      met: byIdLoad.requestsPerSecond >= 20_000 && byIdLoad.non2xx === 0,
    });

    const rss = peakRssMb(service.child);
    figures.push({
      name: 'service peak RSS after the runs above',
      value: rss,
      baseline: bareRss,
      unit: 'MB',
      target: '<= 300',
      met: rss <= 300,
    });
  } finally {
    await stopServer(service);
  }
  const startup = median(startups);
  figures.push({
    name: `start-up to "listening" on the ${markets.toLocaleString('en')}-market data dir (median of 3)`,
    value: startup,
    baseline: median(bareStartups),
    unit: 'ms',
    target: '<= 500',
    met: startup <= 500,
  });
  return figures;
}
