import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createCatalogWriter,
  createMarketStatsWriter,
  seedDemoCatalog,
} from '../../../server/catalog/index.js';
import { createCatalogSync, type CatalogSync } from '../../../server/mirror/index.js';
import { openDatabase, type Database } from '../../../server/storage/index.js';
import { catalogUpstream, type CatalogUpstream } from './catalog-upstream.js';

// The sync between two in-memory databases: A's catalog answered as JSON (the upstream), B's
// tables written from it. Every column of every synced table must come back as A has it.

let a: Database;
let b: Database;
let upstream: CatalogUpstream;
const syncs: CatalogSync[] = [];

/** Small pages, so that a catalog of a few dozen markets spans many of them. */
const pageSizes = { tags: 7, series: 3, events: 4, updates: 5 };

function syncOf(db: Database, source = upstream): CatalogSync {
  const sync = createCatalogSync({ db, upstream: source, intervalMs: 3_600_000, pageSizes });
  syncs.push(sync);
  return sync;
}

/** Rows of a table in a stable order, without the given columns. */
function rows(db: Database, table: string, omit: string[] = []): Record<string, unknown>[] {
  const all = db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all() as Record<string, unknown>[];
  return all.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !omit.includes(column))),
  );
}

/**
 * B's synced tables equal A's, but for what the wire does not carry and for the upstream's
 * text of each object, which B keeps (and A, a local venue, has not).
 */
function expectSameCatalog(): void {
  const kept = ['sync_pass', 'upstream_json'];
  expect(rows(b, 'tags', kept)).toEqual(rows(a, 'tags', kept));
  expect(rows(b, 'series', kept)).toEqual(rows(a, 'series', kept));
  const eventExtras = [...kept, 'upstream_comment_count'];
  expect(rows(b, 'events', eventExtras)).toEqual(rows(a, 'events', eventExtras));
  // A market's creator and open interest are not fields of the catalog's market objects: the
  // creator selects markets upstream, and the open interest reaches a mirror in its event's sum.
  // Its description is served from the upstream's text, not kept twice.
  const marketExtras = [...kept, 'creator', 'open_interest_micros', 'description'];
  expect(rows(b, 'markets', marketExtras)).toEqual(rows(a, 'markets', marketExtras));
  for (const table of ['market_tokens', 'event_tags', 'series_events']) {
    expect(rows(b, table), table).toEqual(rows(a, table));
  }
  for (const table of ['sports', 'teams']) {
    expect(rows(b, table, ['upstream_json']), table).toEqual(rows(a, table, ['upstream_json']));
  }
  for (const table of ['tags', 'series', 'events', 'markets', 'sports', 'teams']) {
    const missing = b.prepare(`SELECT COUNT(*) FROM ${table} WHERE upstream_json IS NULL`);
    expect(missing.pluck().get(), `${table} rows without the upstream's text`).toBe(0);
  }
}

beforeEach(() => {
  a = openDatabase(':memory:');
  b = openDatabase(':memory:');
  seedDemoCatalog(a, { markets: 40 });
  const ids = a.prepare('SELECT id FROM markets ORDER BY id LIMIT 6').pluck().all() as number[];
  createMarketStatsWriter(a).write(
    ids.map((marketId, index) => ({
      marketId,
      volumeMicros: 12_345_678 + index,
      volume24hrMicros: 1_000_001 * index,
      volume1wkMicros: 2_000_003 * index,
      volume1moMicros: 3_000_005 * index,
      volume1yrMicros: 4_000_007 * index,
      liquidityMicros: 123_456 * index,
      bestBidMicros: index === 0 ? null : 400_000 + index * 1_000,
      bestAskMicros: 450_000 + index * 1_000,
      lastTradePriceMicros: index % 2 === 0 ? null : 425_000,
      oneDayPriceChangeMicros: -12_500 * index,
      oneWeekPriceChangeMicros: 1_000 * index,
      oneMonthPriceChangeMicros: index % 3 === 0 ? null : -7_000,
      openInterestMicros: 9_000_000 * index,
      competitiveMicros: 876_543,
    })),
  );
  const conditionId = a.prepare('SELECT condition_id FROM markets WHERE id = ?').pluck();
  createCatalogWriter(a).settleMarket(
    conditionId.get(ids[2]) as string,
    0,
    new Date().toISOString(),
  );
  upstream = catalogUpstream(a);
});

afterEach(async () => {
  for (const sync of syncs.splice(0)) await sync.stop();
  a.close();
  b.close();
});

describe('catalog sync', () => {
  it('brings every column of every synced table over, comment counts as the upstream says', async () => {
    const status = await syncOf(b).runNow();
    expect(status).toMatchObject({ state: 'idle', kind: 'full', error: null });
    expectSameCatalog();
    expect(rows(b, 'sports').length).toBeGreaterThan(0);
    expect(rows(b, 'teams').length).toBeGreaterThan(0);
    const counts = (db: Database) =>
      db
        .prepare(
          `SELECT e.id, (SELECT COUNT(*) FROM comments c WHERE c.parent_entity_type = 'Event'
             AND c.parent_entity_id = e.id) AS n FROM events e ORDER BY e.id`,
        )
        .all() as { id: number; n: number }[];
    const upstreamCounts = b
      .prepare('SELECT id, upstream_comment_count AS n FROM events ORDER BY id')
      .all();
    expect(upstreamCounts).toEqual(counts(a));
    expect(counts(a).some(({ n }) => n > 0)).toBe(true);
    expect(status.markets).toBe(a.prepare('SELECT COUNT(*) FROM markets').pluck().get());
  });

  it('resumes an interrupted full pass where it stopped: no page is fetched twice', async () => {
    let eventPages = 0;
    upstream.failWhen((path) => path.startsWith('/events/keyset?limit=') && ++eventPages === 2);
    const first = await syncOf(b).runNow();
    expect(first).toMatchObject({ state: 'failed', phase: 'events' });
    expect(first.error).toContain('failing on purpose');
    const failed = upstream.requests.at(-1)!;
    const heldAfterFailure = first.events;
    expect(heldAfterFailure).toBeGreaterThan(0);

    upstream.failWhen(null);
    const resumed = syncOf(b);
    const second = await resumed.runNow();
    expect(second).toMatchObject({ state: 'idle', kind: 'full', error: null });
    const succeeded = [...upstream.requests];
    succeeded.splice(succeeded.indexOf(failed), 1);
    expect(new Set(succeeded).size).toBe(succeeded.length);
    expect(succeeded).toContain(failed);
    expect(upstream.requests.filter((path) => path.startsWith('/tags?')).length).toBeGreaterThan(1);
    expectSameCatalog();
  });

  it('syncs changes incrementally: renames, closures, a market of an event it lacked', async () => {
    const sync = syncOf(b);
    await sync.runNow();
    const now = () => new Date(Date.now() + 1_000).toISOString();
    const open = a.prepare('SELECT id FROM markets WHERE closed = 0 ORDER BY id').pluck();
    const [renamed] = open.all() as number[];
    // The last market's event is not among the newest events the overlap reads again.
    const closed = (open.all() as number[]).at(-1)!;
    a.prepare('UPDATE markets SET question = ?, updated_at = ? WHERE id = ?').run(
      'Renamed?',
      now(),
      renamed,
    );
    a.prepare('UPDATE markets SET closed = 1, updated_at = ? WHERE id = ?').run(now(), closed);
    // An event B has never seen: its market's update brings it along.
    const event = a.prepare('SELECT event_id FROM markets WHERE id = ?').pluck().get(closed);
    b.prepare('DELETE FROM events WHERE id = ?').run(event);
    upstream.requests.length = 0;
    const status = await sync.runNow();
    expect(status).toMatchObject({ state: 'idle', kind: 'incremental', error: null });
    // The lists by update time only, read until the changes end: no full listing.
    const lists = upstream.requests.filter((path) => path.includes('/keyset'));
    expect(lists.every((path) => path.includes('order=updatedAt&ascending=false'))).toBe(true);
    expect(lists.length).toBeLessThan(5);
    expect(upstream.requests).toContain(`/events/${event}`);
    expectSameCatalog();
  });

  it('deletes only what the upstream answers 404 for; a failed check deletes nothing', async () => {
    const sync = syncOf(b);
    await sync.runNow();
    const [event, other] = a
      .prepare('SELECT id FROM events ORDER BY id DESC LIMIT 2')
      .pluck()
      .all() as number[];
    a.prepare('DELETE FROM events WHERE id = ?').run(event);
    upstream.failWhen((path) => path === `/events/${event}`);
    const failed = await sync.runNow({ full: true });
    expect(failed).toMatchObject({ state: 'failed', phase: 'deletions' });
    expect(b.prepare('SELECT COUNT(*) FROM events WHERE id = ?').pluck().get(event)).toBe(1);

    upstream.failWhen(null);
    upstream.requests.length = 0;
    const done = await sync.runNow();
    expect(done).toMatchObject({ state: 'idle', kind: 'full', error: null });
    // The interrupted pass resumed at its sweep: nothing was listed again.
    expect(upstream.requests).toEqual([`/events/${event}`]);
    expect(b.prepare('SELECT COUNT(*) FROM events WHERE id = ?').pluck().get(event)).toBe(0);
    expect(b.prepare('SELECT COUNT(*) FROM events WHERE id = ?').pluck().get(other)).toBe(1);
    expectSameCatalog();
  });

  it('keeps the rows an interrupted listing did not reach', async () => {
    const sync = syncOf(b);
    await sync.runNow();
    const before = sync.status().events;
    let pages = 0;
    upstream.failWhen((path) => path.startsWith('/events/keyset?limit=') && ++pages === 2);
    const failed = await sync.runNow({ full: true });
    expect(failed.state).toBe('failed');
    expect(failed.events).toBe(before);
  });
});
