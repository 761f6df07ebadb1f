// Mirror mode end to end, as issue #13 asks: A is a Marketdesk local venue (the demo catalog) on
// a real port, B a Marketdesk mirroring A. Both are the product as `serve` starts it.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrderType, Side } from '@polymarket/clob-client-v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../server/host/compose.js';
import { quietConfig } from '../../support/quiet-service.js';
import { startClientTrader, type ClientTrader } from '../../compat/client-trader.js';
import { localVenueOf } from '../../support/local-venue.js';

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `marketdesk-${name}-`));
  dirs.push(dir);
  return dir;
};

let a: RunningService;
let b: RunningService;
let aDir: string;
let aPort: number;

const startA = (port: number) => startService(quietConfig(aDir, { port, demo: true }));

const get = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  expect(response.status, `${base}${path}`).toBe(200);
  return (await response.json()) as unknown;
};

const adminToken = (service: RunningService) =>
  readFileSync(join(service.services.config.dataDir, 'admin-token'), 'utf8').trim();

/** POST /sync on B (the operator's route), then the state once that sync is over. */
async function syncB(full = false) {
  const response = await fetch(`${b.url}/sync`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken(b)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ full }),
  });
  expect(response.status).toBe(200);
  return b.services.venue.catalogSync!.idle();
}

const syncStatus = async () =>
  (await get(b.url, '/sync/status')) as { online: boolean; sync: { markets: number } };

/** Every page of a catalog list, in id order where the list takes one. */
async function everyPage(base: string, path: string, order = '&order=id&ascending=true') {
  const size = 100;
  const all: unknown[] = [];
  for (let offset = 0; ; offset += size) {
    const page = (await get(base, `${path}?limit=${size}&offset=${offset}${order}`)) as unknown[];
    all.push(...page);
    if (page.length < size) return all;
  }
}

beforeAll(async () => {
  aDir = tempDir('upstream');
  a = await startA(0);
  aPort = Number(new URL(a.url).port);
  b = await startService(
    quietConfig(tempDir('mirror'), {
      demo: true,
      mirror: { catalog: a.url, data: a.url, clob: a.url },
    }),
  );
  // The first sync starts with the service; this one returns once the mirror holds A's catalog.
  expect((await syncB()).error).toBeNull();
}, 120_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('B, a mirror of the local venue A', () => {
  it("holds A's catalog field for field", async () => {
    const markets = await everyPage(a.url, '/markets');
    expect(markets.length).toBeGreaterThan(1000);
    // A's lists name a market's event by id, ticker, slug and title; B lists each market with
    // its event whole, as the venue does (docs/mirror.md, "What the mirror copies").
    const listed = (await everyPage(b.url, '/markets')) as { events: object[] }[];
    const withoutEvents = (items: unknown[]) =>
      items.map((item) => ({ ...(item as object), events: undefined }));
    expect(withoutEvents(listed)).toEqual(withoutEvents(markets));
    listed.forEach((market, index) => {
      const named = (markets[index] as { events: object[] }).events;
      expect(market.events).toHaveLength(1);
      expect(market.events[0]).toMatchObject(named[0]!);
      expect(market.events[0]).toHaveProperty('series');
    });
    expect(await everyPage(b.url, '/events')).toEqual(await everyPage(a.url, '/events'));
    expect(await everyPage(b.url, '/series', '')).toEqual(await everyPage(a.url, '/series', ''));
    const one = markets[7] as { id: string; conditionId: string; events: { id: string }[] };
    for (const path of [
      `/markets/${one.id}`,
      `/events/${one.events[0]!.id}`,
      `/clob-markets/${one.conditionId}`,
      '/markets?next_cursor=MA==',
      '/sampling-simplified-markets?next_cursor=MA==',
      '/tags?limit=100',
    ]) {
      expect(await get(b.url, path), path).toEqual(await get(a.url, path));
    }
    expect((await syncStatus()).sync.markets).toBe(markets.length);
  });

  it('shows a change made on A after an incremental sync', async () => {
    const open = (await get(a.url, '/markets?closed=false&limit=1')) as {
      id: string;
      conditionId: string;
    }[];
    const market = open[0]!;
    const resolved = await fetch(`${a.url}/venue/resolve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken(a)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ condition_id: market.conditionId, winning_outcome_index: 0 }),
    });
    expect(resolved.status).toBe(200);
    const onA = (await get(a.url, `/markets/${market.id}`)) as { closed: boolean };
    expect(onA.closed).toBe(true);
    expect(((await get(b.url, `/markets/${market.id}`)) as { closed: boolean }).closed).toBe(false);

    const status = await syncB();
    expect(status.error).toBeNull();
    expect(await get(b.url, `/markets/${market.id}`)).toEqual(onA);
  });

  let trader: ClientTrader;
  let tokenId: string;
  let conditionId: string;

  it("rests an order sent to B in A's book, and B's open orders show it", async () => {
    const [market] = (await get(
      a.url,
      '/markets?closed=false&active=true&limit=1&order=volume&ascending=false',
    )) as { conditionId: string; clobTokenIds: string }[];
    conditionId = market!.conditionId;
    tokenId = (JSON.parse(market!.clobTokenIds) as string[])[0]!;
    trader = await startClientTrader(localVenueOf(a.services), b.url, 'two instances', 100);

    const order = await trader.client.createAndPostOrder(
      { tokenID: tokenId, side: Side.BUY, price: 0.02, size: 50 },
      undefined,
      OrderType.GTC,
    );
    expect(order).toMatchObject({ success: true, status: 'live' });
    const book = (await get(a.url, `/book?token_id=${tokenId}`)) as {
      bids: { price: string; size: string }[];
    };
    expect(book.bids).toContainEqual({ price: '0.02', size: '50' });
    const open = await trader.client.getOpenOrders({ market: conditionId });
    expect(open.map((entry) => entry.id)).toEqual([order.orderID]);
    // B's own order-book read (through its short cache) sees the order too.
    await expect
      .poll(async () => ((await get(b.url, `/book?token_id=${tokenId}`)) as typeof book).bids)
      .toContainEqual({ price: '0.02', size: '50' });
  });

  it('keeps serving its catalog with A gone, says offline, and recovers by itself', async () => {
    const before = await get(b.url, '/markets?limit=5');
    const activityPath = `/activity?user=${trader.address}`;
    const activity = await get(b.url, activityPath);
    await a.close();
    // Idle, B notices by itself (its upstream client asks after a few quiet seconds).
    await expect.poll(async () => (await syncStatus()).online, { timeout: 20_000 }).toBe(false);

    const refused = await fetch(`${b.url}/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^upstream unreachable/);
    expect((await syncStatus()).online).toBe(false);
    expect(await get(b.url, '/markets?limit=5')).toEqual(before);
    // A wallet's public data seen before is served from the cache; one never seen cannot be.
    expect(await get(b.url, activityPath)).toEqual(activity);
    const unseen = await fetch(`${b.url}/activity?user=0x${'ab'.repeat(20)}`);
    expect(unseen.status).toBe(503);
    expect((await syncB()).error).not.toBeNull();

    a = await startA(aPort);
    await expect.poll(async () => (await syncStatus()).online, { timeout: 30_000 }).toBe(true);
    const order = await trader.client.createAndPostOrder(
      { tokenID: tokenId, side: Side.BUY, price: 0.03, size: 20 },
      undefined,
      OrderType.GTC,
    );
    expect(order).toMatchObject({ success: true, status: 'live' });
    const open = await trader.client.getOpenOrders({ market: conditionId });
    expect(open).toHaveLength(2);
    expect((await syncB()).error).toBeNull();
  }, 60_000);
});
