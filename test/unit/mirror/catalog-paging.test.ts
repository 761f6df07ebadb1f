import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../../server/catalog/index.js';
import type { MirrorSyncStatus } from '../../../server/contract/index.js';
import {
  createCatalogSync,
  createUpstreamClient,
  UpstreamError,
  type CatalogSync,
  type SyncUpstream,
} from '../../../server/mirror/index.js';
import { openDatabase, type Database } from '../../../server/storage/index.js';
import { catalogUpstream } from './catalog-upstream.js';
import { quirkyVenue, type QuirkyVenue } from './quirky-venue.js';

// The sync against an upstream whose unconfirmed behaviours are switched on: what its keyset
// lists return without `closed=`, page caps, clamped keyset pages and bursts of 5xx answers.
// Whatever they are, the mirror (B) must hold what the upstream (A) holds.

let a: Database;
let b: Database;
let venue: QuirkyVenue;
const closers: (() => unknown)[] = [];

/** Small pages, so that the catalog spans many of them. */
const pageSizes = { tags: 7, series: 3, events: 4, updates: 5 };

function syncOf(upstream: SyncUpstream = venue, retryBaseMs?: number): CatalogSync {
  const sync = createCatalogSync({
    db: b,
    upstream,
    intervalMs: 3_600_000,
    pageSizes,
    ...(retryBaseMs === undefined ? {} : { retryBaseMs }),
  });
  closers.push(() => sync.stop());
  return sync;
}

const ids = (db: Database, table: string): number[] =>
  db.prepare(`SELECT id FROM ${table} ORDER BY id`).pluck().all() as number[];

/** Each row's id and whether it is closed. */
const closedById = (db: Database, table: 'events' | 'markets') =>
  db.prepare(`SELECT id, closed FROM ${table} ORDER BY id`).all();

function expectSameRows(): void {
  expect(closedById(b, 'events')).toEqual(closedById(a, 'events'));
  expect(closedById(b, 'markets')).toEqual(closedById(a, 'markets'));
  for (const table of ['tags', 'series', 'teams'])
    expect(ids(b, table), table).toEqual(ids(a, table));
}

const later = () => new Date(Date.now() + 1_000).toISOString();

/** Closes an event upstream with its markets, as the venue does when it resolves. */
function closeEvent(id: number): void {
  a.prepare('UPDATE events SET closed = 1, updated_at = ? WHERE id = ?').run(later(), id);
  a.prepare('UPDATE markets SET closed = 1, updated_at = ? WHERE event_id = ?').run(later(), id);
}

beforeEach(() => {
  a = openDatabase(':memory:');
  b = openDatabase(':memory:');
  seedDemoCatalog(a, { markets: 40 });
  // A few more closed events than the demo has, so that either kind spans pages.
  const open = a.prepare('SELECT id FROM events WHERE closed = 0 ORDER BY id').pluck().all();
  for (const id of (open as number[]).slice(0, 4)) closeEvent(id);
  venue = quirkyVenue(catalogUpstream(a));
});

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  a.close();
  b.close();
});

describe.each([
  ['lists all without closed=', 'all' as const],
  ['lists only open ones without closed=', false],
  ['lists only closed ones without closed=', true],
])('an upstream that %s', (_, closedDefault) => {
  beforeEach(() => {
    venue.quirks.closedDefault = closedDefault;
  });

  it('gives a full pass every open and every closed event and market', async () => {
    expect(a.prepare('SELECT COUNT(*) FROM events WHERE closed = 1').pluck().get()).toBe(5);
    const status = await syncOf().runNow();
    expect(status).toMatchObject({ state: 'idle', kind: 'full', error: null });
    expectSameRows();
  });

  it('brings a closure (and a change of a closed market) with the next incremental run', async () => {
    const sync = syncOf();
    await sync.runNow();
    const [openEvent] = a
      .prepare('SELECT id FROM events WHERE closed = 0 ORDER BY id DESC')
      .pluck()
      .all() as number[];
    const market = a
      .prepare('SELECT id FROM markets WHERE closed = 0 AND event_id <> ? ORDER BY id')
      .pluck()
      .get(openEvent) as number;
    const closedMarket = a
      .prepare('SELECT id FROM markets WHERE closed = 1 ORDER BY id')
      .pluck()
      .get() as number;
    a.prepare('UPDATE markets SET closed = 1, updated_at = ? WHERE id = ?').run(later(), market);
    closeEvent(openEvent!);
    a.prepare('UPDATE markets SET question = ?, updated_at = ? WHERE id = ?').run(
      'Renamed after it closed?',
      later(),
      closedMarket,
    );

    const status = await sync.runNow();
    expect(status).toMatchObject({ state: 'idle', kind: 'incremental', error: null });
    expectSameRows();
    const question = (db: Database) =>
      db.prepare('SELECT question FROM markets WHERE id = ?').pluck().get(closedMarket);
    expect(question(b)).toBe('Renamed after it closed?');
    // Each list asked for both kinds explicitly: nothing rested on the upstream's default.
    const lists = venue.requests.filter((path) => path.includes('/keyset?'));
    expect(lists.every((path) => /[?&]closed=(true|false)/.test(path))).toBe(true);
  });
});

describe('pages shorter than asked for', () => {
  it('reads tags, series and teams to their end through page caps', async () => {
    venue.quirks.caps = { tags: 3, series: 2, teams: 4 };
    const status = await syncOf().runNow();
    expect(status).toMatchObject({ state: 'idle', kind: 'full', error: null });
    expectSameRows();
    expect(ids(b, 'tags').length).toBeGreaterThan(pageSizes.tags * 3);
    expect(ids(b, 'teams').length).toBeGreaterThan(100);
  });

  it('drops no team on a list it did not read to its end, and drops on one it did', async () => {
    const sync = syncOf();
    await sync.runNow();
    const teams = ids(a, 'teams');
    expect(ids(b, 'teams')).toEqual(teams);

    // Pages of 4 whatever the offset: the list never ends, and no team is dropped on it.
    venue.quirks.caps = { teams: 4 };
    venue.quirks.ignoreOffset = ['teams'];
    expect(await sync.runNow({ full: true })).toMatchObject({ state: 'idle', error: null });
    expect(ids(b, 'teams')).toEqual(teams);

    venue.quirks.ignoreOffset = [];
    a.prepare('DELETE FROM teams WHERE id = ?').run(teams.at(-1));
    expect(await sync.runNow({ full: true })).toMatchObject({ state: 'idle', error: null });
    expect(ids(b, 'teams')).toEqual(teams.slice(0, -1));
  });

  it('follows keyset lists clamped below the asked limit to their end', async () => {
    venue.quirks.caps = { 'events/keyset': 2, 'markets/keyset': 2 };
    const sync = syncOf();
    await sync.runNow();
    expectSameRows();

    const changed = (a.prepare('SELECT id FROM markets ORDER BY id').pluck().all() as number[])
      .filter((_, index) => index % 4 === 0)
      .slice(0, 7);
    for (const id of changed) {
      a.prepare('UPDATE markets SET question = ?, updated_at = ? WHERE id = ?').run(
        `Changed ${id}?`,
        later(),
        id,
      );
    }
    expect(await sync.runNow()).toMatchObject({ state: 'idle', kind: 'incremental' });
    const questions = (db: Database) =>
      db.prepare(`SELECT id, question FROM markets WHERE question LIKE 'Changed %'`).all();
    expect(questions(b)).toEqual(questions(a));
    expect(questions(b)).toHaveLength(changed.length);
  });
});

/** The venue over HTTP: its answers, or its status and message when it fails. */
async function httpVenue(source: QuirkyVenue): Promise<string> {
  const server = createServer((request, response) => {
    source.json('catalog', request.url!).then(
      (body) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      },
      (error: unknown) => {
        const status = error instanceof UpstreamError ? (error.status ?? 500) : 500;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: (error as Error).message }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('a burst of upstream errors longer than the client retries', () => {
  it('resumes the pass by itself within seconds, where it stopped, and says so', async () => {
    const url = await httpVenue(venue);
    // The client's own four retries, with no wait between them: the burst outlasts them.
    const client = createUpstreamClient(
      { catalog: url, data: url, clob: url },
      { sleep: () => Promise.resolve(), idleCheckMs: 0 },
    );
    closers.push(() => client.close());
    const sync = syncOf(client);
    const statuses: MirrorSyncStatus[] = [];
    let burst = false;
    sync.onProgress((status) => {
      statuses.push(status);
      if (!burst && status.phase === 'events' && status.done > 0) {
        burst = true;
        venue.failNext(12);
      }
    });

    const failed = await sync.runNow();
    expect(failed).toMatchObject({ state: 'failed', kind: 'full', phase: 'events', failures: 1 });
    expect(failed.error).toBe('burst of upstream errors');
    // The status says when the retry comes: within a second, not at the next scheduled run.
    const retryInMs = Date.parse(failed.nextSyncAt!) - Date.parse(failed.finishedAt!);
    expect(retryInMs).toBeLessThanOrEqual(1_000);

    await expect
      .poll(() => sync.status(), { timeout: 8_000, interval: 50 })
      .toMatchObject({ state: 'idle', kind: 'full', error: null, failures: 0 });
    // Failed once more (the burst outlasted the retries again), then went through.
    expect(statuses.filter((status) => status.state === 'failed').map((s) => s.failures)).toEqual([
      1, 2,
    ]);
    expectSameRows();
    // The pass went on from its committed cursor: only the page that failed was asked again.
    const asked = new Map<string, number>();
    for (const path of venue.requests) asked.set(path, (asked.get(path) ?? 0) + 1);
    const repeated = [...asked].filter(([, count]) => count > 1).map(([path]) => path);
    expect(repeated).toHaveLength(1);
    expect(repeated[0]).toMatch(/^\/events\/keyset\?/);
  });
});
