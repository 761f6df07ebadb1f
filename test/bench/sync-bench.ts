// `npm run bench -- sync`: a mirror's catalog sync from a 100,000-market local upstream.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { MirrorStatus, MirrorSyncStatus } from '../../server/contract/index.js';
import type { Figure } from './support/figure.js';
import { peakRssMb, spawnServer, stopServer, type ServerProcess } from './support/processes.js';

const bundle = 'dist/server/main.js';

/** The upstream's data dir, seeded once and kept under the system's temp dir for later runs. */
function upstreamDataDir(markets: number): string {
  const dir =
    process.env['BENCH_SYNC_UPSTREAM_DIR'] ?? join(tmpdir(), `marketdesk-sync-upstream-${markets}`);
  if (!existsSync(join(dir, 'marketdesk.db'))) {
    rmSync(dir, { recursive: true, force: true });
    console.log(`seeding ${markets} markets into ${dir} (kept for later runs) ...`);
    execFileSync(
      process.execPath,
      [bundle, 'seed', '--data-dir', dir, '--markets', String(markets)],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
  }
  return dir;
}

const serve = (dataDir: string, extra: string[] = []): Promise<ServerProcess> =>
  spawnServer(
    [
      bundle,
      'serve',
      '--data-dir',
      dataDir,
      '--port',
      '0',
      '--no-rate-limits',
      '--no-liquidity',
      '--no-history',
      '--log-level',
      'warn',
      ...extra,
    ],
    120_000,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function syncStatus(url: string): Promise<MirrorSyncStatus> {
  const status = (await (await fetch(`${url}/sync/status`)).json()) as MirrorStatus;
  if (!status.sync) throw new Error(`${url} is not a mirror`);
  return status.sync;
}

/** Polls the mirror until its sync is over, showing each status to `watch`. */
async function syncOver(
  url: string,
  done: (status: MirrorSyncStatus) => boolean,
  watch: (status: MirrorSyncStatus) => void = () => undefined,
) {
  for (;;) {
    const status = await syncStatus(url);
    watch(status);
    if (status.state === 'failed') throw new Error(`sync failed: ${status.error}`);
    if (status.state === 'idle' && done(status)) return status;
    await sleep(50);
  }
}

/** A database's size on disk with its write-ahead log, in MB. */
const databaseMb = (file: string): number =>
  [file, `${file}-wal`].reduce(
    (bytes, part) => bytes + (existsSync(part) ? statSync(part).size : 0),
    0,
  ) / 1e6;

const runMs = (status: MirrorSyncStatus) =>
  Date.parse(status.finishedAt!) - Date.parse(status.startedAt!);

/** What the full pass downloads, downloaded and parsed the same way, and nothing written. */
async function downloadOnly(url: string): Promise<number> {
  const started = performance.now();
  const getJson = async (path: string) =>
    JSON.parse(await (await fetch(url + path)).text()) as unknown;
  for (const [path, size] of [
    ['/tags', 1000],
    ['/series', 100],
  ] as const) {
    for (let offset = 0; ; offset += size) {
      const page = (await getJson(`${path}?limit=${size}&offset=${offset}`)) as unknown[];
      if (page.length < size) break;
    }
  }
  const eventsPage = (cursor: string | null) =>
    getJson(`/events/keyset?limit=500${cursor ? `&after_cursor=${cursor}` : ''}`) as Promise<{
      next_cursor?: string;
    }>;
  let next: Promise<{ next_cursor?: string }> | null = eventsPage(null);
  while (next) {
    const page: { next_cursor?: string } = await next;
    next = page.next_cursor ? eventsPage(page.next_cursor) : null;
  }
  return performance.now() - started;
}

/** Changes 1,000 markets on the upstream (question and update time) through its database. */
function changeMarkets(dataDir: string, count: number): void {
  const db = new BetterSqlite3(join(dataDir, 'marketdesk.db'));
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString();
  db.prepare(
    `UPDATE markets SET question = question || ' (changed)', updated_at = ?
     WHERE id IN (SELECT id FROM markets ORDER BY random() LIMIT ?)`,
  ).run(now, count);
  db.close();
}

export async function runSyncBench({ markets = 100_000, changed = 1_000 } = {}): Promise<Figure[]> {
  const upstreamDir = upstreamDataDir(markets);
  const upstream = await serve(upstreamDir);
  const mirrorDir = mkdtempSync(join(tmpdir(), 'marketdesk-sync-mirror-'));
  const figures: Figure[] = [];
  try {
    // A mirror whose upstream does not answer syncs nothing: its memory is the service's own.
    const idleDir = mkdtempSync(join(tmpdir(), 'marketdesk-sync-idle-'));
    const idle = await serve(idleDir, ['--mirror', 'http://127.0.0.1:9']);
    await sleep(3_000);
    const idleRss = peakRssMb(idle.child);
    await stopServer(idle);
    rmSync(idleDir, { recursive: true, force: true });
    const downloadMs = await downloadOnly(upstream.url);
    const mirror = await serve(mirrorDir, ['--mirror', upstream.url, '--sync-interval', '3600']);
    try {
      // Peak RSS once half of the markets are in, and at the end: pages are written one at a
      // time, so the second half of the catalog must not need more memory than the first.
      let halfwayRss = NaN;
      const full = await syncOver(
        mirror.url,
        (status) => status.lastFullSyncAt !== null,
        (status) => {
          if (Number.isNaN(halfwayRss) && status.markets >= markets / 2) {
            halfwayRss = peakRssMb(mirror.child);
          }
        },
      );
      const rss = peakRssMb(mirror.child);
      if (full.markets !== markets) throw new Error(`synced ${full.markets} of ${markets} markets`);
      figures.push({
        name: `full sync of ${markets.toLocaleString('en')} markets (baseline: downloading and parsing its pages only)`,
        value: runMs(full) / 1000,
        baseline: downloadMs / 1000,
        unit: 's',
        target: '<= 30',
        met: runMs(full) <= 30_000,
      });

      changeMarkets(upstreamDir, changed);
      const changedPagesStarted = performance.now();
      const byUpdate = `${upstream.url}/markets/keyset?order=updatedAt&ascending=false&limit=100`;
      let cursor: string | undefined;
      for (let read = 0; read <= changed; read += 100) {
        const page = (await (
          await fetch(cursor ? `${byUpdate}&after_cursor=${cursor}` : byUpdate)
        ).json()) as { next_cursor?: string };
        cursor = page.next_cursor;
      }
      const pagesMs = performance.now() - changedPagesStarted;
      const token = readFileSync(join(mirrorDir, 'admin-token'), 'utf8').trim();
      const asked = await fetch(`${mirror.url}/sync`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!asked.ok) throw new Error(`POST /sync: ${asked.status}`);
      const incremental = await syncOver(mirror.url, (status) => status.kind === 'incremental');
      figures.push({
        name: `incremental sync of ${changed.toLocaleString('en')} changed markets (baseline: downloading their pages only)`,
        value: runMs(incremental) / 1000,
        baseline: pagesMs / 1000,
        unit: 's',
        target: '<= 2',
        met: runMs(incremental) <= 2_000,
      });
      const peak = Math.max(rss, peakRssMb(mirror.child));
      figures.push({
        name:
          'mirror service peak RSS through both syncs (baseline: its peak at half the catalog; ' +
          `an idle mirror service: ${Math.round(idleRss)} MB)`,
        value: peak,
        baseline: halfwayRss,
        unit: 'MB',
        target: '<= 1.15 x baseline (bounded: memory does not grow with the catalog)',
        met: peak <= 1.15 * halfwayRss,
      });
    } finally {
      await stopServer(mirror);
    }
    // The mirror keeps each object's text beside the columns it filters and sorts by; the
    // upstream's database holds the same catalog as columns, with its search index, comments
    // and profiles.
    const mirrorMb = databaseMb(join(mirrorDir, 'mirror.db'));
    const upstreamMb = databaseMb(join(upstreamDir, 'marketdesk.db'));
    figures.push({
      name: "mirror.db on disk after both syncs (baseline: the upstream's marketdesk.db)",
      value: mirrorMb,
      baseline: upstreamMb,
      unit: 'MB',
      target: '<= 2 x baseline',
      met: mirrorMb <= 2 * upstreamMb,
    });
  } finally {
    await stopServer(upstream);
    rmSync(mirrorDir, { recursive: true, force: true });
  }
  return figures;
}
