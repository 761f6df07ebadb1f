import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAdminToken } from '../../../server/config/admin-token.js';
import {
  createCatalogWriter,
  createMarketStatsWriter,
  seedDemoCatalog,
} from '../../../server/catalog/index.js';
import { startService, type RunningService } from '../../../server/host/compose.js';
import { defaultConfig, type ServiceConfig } from '../../../server/config/config.js';

// Two services: A, a local venue with a small demo catalog and traded figures, is the
// upstream; B mirrors it. B's catalog answers must equal A's field for field.

const dirs: string[] = [];
let upstream: RunningService;
let mirror: RunningService;

async function start(overrides: Partial<ServiceConfig>): Promise<RunningService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-catalog-sync-'));
  dirs.push(dataDir);
  return startService({
    ...defaultConfig(),
    dataDir,
    port: 0,
    demo: false,
    history: false,
    liquidity: false,
    rateLimits: null,
    logLevel: 'silent',
    ...overrides,
  });
}

const getJson = async (base: string, path: string): Promise<unknown> => {
  const answer = await fetch(`${base}${path}`);
  expect(answer.status, path).toBe(200);
  return answer.json();
};

/** A's and B's answers to the same path. */
async function both(path: string): Promise<[unknown, unknown]> {
  return [await getJson(upstream.url, path), await getJson(mirror.url, path)];
}

/** A catalog market list (not the order book's `next_cursor` one). */
const isMarketList = (path: string): boolean =>
  path.startsWith('/markets?') && !path.includes('next_cursor');

/**
 * B answers a path as A does. A market list of A names each market's event by id, ticker, slug
 * and title, where the venue's lists carry the whole event: B lists each market as the venue
 * does, which is how A answers the market by id (docs/mirror.md, "What the mirror copies").
 */
async function expectSame(path: string): Promise<void> {
  const [a, b] = await both(path);
  if (!isMarketList(path)) {
    expect(b, path).toEqual(a);
    return;
  }
  const listed = a as { id: string }[];
  const byId = await Promise.all(
    listed.map((market) => getJson(upstream.url, `/markets/${market.id}`)),
  );
  expect(b, path).toEqual(byId);
}

const sync = () => mirror.services.venue.catalogSync!;

/** Waits for the sync B started by itself, then runs one of the given kind. */
async function syncNow(full: boolean): Promise<void> {
  const status = await sync().runNow({ full });
  expect(status.error).toBeNull();
}

const nowIso = () => new Date().toISOString();

beforeAll(async () => {
  upstream = await start({});
  const db = upstream.db;
  seedDemoCatalog(db, { markets: 90 });
  // Figures as trading would leave them, on a few markets; one market resolved.
  const ids = db.prepare('SELECT id FROM markets ORDER BY id LIMIT 12').pluck().all() as number[];
  createMarketStatsWriter(db).write(
    ids.map((marketId, index) => ({
      marketId,
      volumeMicros: 1_234_567 * (index + 1),
      volume24hrMicros: 34_567 * index,
      volume1wkMicros: 100_000 * index,
      volume1moMicros: 200_000 * index,
      volume1yrMicros: 300_000 * index,
      liquidityMicros: 5_500_000 + index,
      bestBidMicros: 410_000 + index * 10_000,
      bestAskMicros: 430_000 + index * 10_000,
      lastTradePriceMicros: index % 3 === 0 ? null : 420_000,
      oneDayPriceChangeMicros: index % 2 === 0 ? -15_000 : 20_000,
      oneWeekPriceChangeMicros: 1_000 * index,
      oneMonthPriceChangeMicros: null,
      openInterestMicros: 7_000_000 * index,
      competitiveMicros: 900_000,
    })),
  );
  const resolved = db.prepare('SELECT condition_id FROM markets WHERE id = ?').pluck();
  createCatalogWriter(db).settleMarket(resolved.get(ids[5]) as string, 1, nowIso());

  mirror = await start({
    mirror: { catalog: upstream.url, data: upstream.url, clob: upstream.url },
    catalogSync: { intervalMs: 3_600_000 },
  });
  await syncNow(false);
});

afterAll(async () => {
  await mirror?.close();
  await upstream?.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const CATALOG_PATHS = [
  '/markets?limit=100',
  '/markets?limit=100&closed=true',
  '/markets?limit=100&order=volume&ascending=false',
  '/events?limit=100',
  '/events?limit=100&order=commentCount&ascending=false',
  '/series?limit=100',
  '/tags?limit=1000',
  '/markets?next_cursor=MA==',
  '/sports',
  '/teams?limit=1000',
];

describe('catalog sync from an upstream', () => {
  it('answers the catalog exactly as the upstream does after a full sync', async () => {
    expect(sync().status()).toMatchObject({ state: 'idle', error: null });
    expect(sync().status().lastFullSyncAt).not.toBeNull();
    for (const path of CATALOG_PATHS) await expectSame(path);
    const markets = (await getJson(upstream.url, '/markets?limit=100&order=id')) as {
      id: string;
      conditionId: string;
    }[];
    expect(markets.length).toBeGreaterThan(50);
    for (const market of markets.slice(0, 15)) {
      await expectSame(`/markets/${market.id}`);
      await expectSame(`/clob-markets/${market.conditionId}`);
    }
    const events = (await getJson(upstream.url, '/events?limit=10')) as { id: string }[];
    for (const event of events) await expectSame(`/events/${event.id}`);
  });

  it('reports its mode, upstream and counts on GET /sync/status', async () => {
    const status = (await getJson(mirror.url, '/sync/status')) as Record<string, unknown>;
    const held = upstream.db.prepare('SELECT COUNT(*) FROM markets').pluck().get();
    expect(status).toMatchObject({
      mode: 'mirror',
      upstream: { catalog: upstream.url, data: upstream.url, clob: upstream.url },
      online: true,
      sync: { state: 'idle', markets: held, error: null },
    });
    expect(await getJson(upstream.url, '/sync/status')).toEqual({
      mode: 'local-venue',
      upstream: null,
      online: null,
      lastContactAt: null,
      lastError: null,
      sync: null,
    });
  });

  it('starts a sync on POST /sync with the admin token, and 404s on a local venue', async () => {
    const token = readAdminToken(mirror.services.config.dataDir);
    const post = (base: string, auth: string) =>
      fetch(`${base}/sync`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
        body: '{}',
      });
    const started = await post(mirror.url, token);
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ mode: 'mirror', sync: { state: 'syncing' } });
    expect((await post(mirror.url, 'wrong')).status).toBe(401);
    const local = await post(upstream.url, readAdminToken(upstream.services.config.dataDir));
    expect(local.status).toBe(404);
    expect(await local.json()).toEqual({ error: expect.stringContaining('mirror mode') });
    await syncNow(false);
  });

  it('brings changes and closures over in an incremental sync', async () => {
    const db = upstream.db;
    const [first, second] = db
      .prepare('SELECT id FROM markets WHERE closed = 0 ORDER BY id LIMIT 2')
      .pluck()
      .all() as number[];
    db.prepare('UPDATE markets SET question = ?, updated_at = ? WHERE id = ?').run(
      'Renamed upstream?',
      nowIso(),
      first,
    );
    db.prepare(
      'UPDATE markets SET closed = 1, accepting_orders = 0, updated_at = ? WHERE id = ?',
    ).run(nowIso(), second);
    const event = db.prepare('SELECT event_id FROM markets WHERE id = ?').pluck().get(first);
    db.prepare('UPDATE events SET title = ?, updated_at = ? WHERE id = ?').run(
      'A new title',
      nowIso(),
      event,
    );
    await syncNow(false);
    expect(sync().status().kind).toBe('incremental');
    const renamed = (await getJson(mirror.url, `/markets/${first}`)) as { question: string };
    expect(renamed.question).toBe('Renamed upstream?');
    const closed = (await getJson(mirror.url, `/markets/${second}`)) as { closed: boolean };
    expect(closed.closed).toBe(true);
    await expectSame(`/events/${event}`);
    for (const path of CATALOG_PATHS) await expectSame(path);
  });

  it('follows figures the statistics writer changed', async () => {
    const db = upstream.db;
    const market = db.prepare('SELECT id FROM markets WHERE closed = 0 ORDER BY id DESC').pluck();
    const id = market.get() as number;
    createMarketStatsWriter(db).write([
      {
        marketId: id,
        volumeMicros: 99_000_000,
        volume24hrMicros: 9_000_000,
        volume1wkMicros: 9_000_000,
        volume1moMicros: 9_000_000,
        volume1yrMicros: 99_000_000,
        liquidityMicros: 1_000_000,
        bestBidMicros: 610_000,
        bestAskMicros: 620_000,
        lastTradePriceMicros: 615_000,
        oneDayPriceChangeMicros: 5_000,
        oneWeekPriceChangeMicros: null,
        oneMonthPriceChangeMicros: null,
        openInterestMicros: 3_000_000,
        competitiveMicros: 800_000,
      },
    ]);
    await syncNow(false);
    await expectSame(`/markets/${id}`);
    const event = db.prepare('SELECT event_id FROM markets WHERE id = ?').pluck().get(id);
    await expectSame(`/events/${event}`);
  });

  it('drops what the upstream deleted on the next full pass', async () => {
    const db = upstream.db;
    const event = db.prepare('SELECT id FROM events ORDER BY id DESC LIMIT 1').pluck().get();
    const market = db
      .prepare('SELECT m.id FROM markets m WHERE m.event_id <> ? ORDER BY m.id LIMIT 1')
      .pluck()
      .get(event) as number;
    db.prepare('DELETE FROM events WHERE id = ?').run(event);
    db.prepare('DELETE FROM markets WHERE id = ?').run(market);
    await syncNow(true);
    expect((await fetch(`${mirror.url}/events/${event}`)).status).toBe(404);
    expect((await fetch(`${mirror.url}/markets/${market}`)).status).toBe(404);
    for (const path of CATALOG_PATHS) await expectSame(path);
  });
});
