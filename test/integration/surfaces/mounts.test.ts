// The three venue surfaces mounted under /catalog, /data and /clob beside the combined root.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import { l2Headers } from '../../support/credentials.js';
import { asset, startScenario, tradeBasicFills, type Scenario } from '../publicdata/scenario.js';

let s: Scenario;
beforeAll(async () => {
  s = await startScenario();
  await tradeBasicFills(s);
});
afterAll(() => s.venue.close());

const inject = (url: string, headers: Record<string, string> = {}) =>
  s.venue.app.inject({ method: 'GET', url, headers });

describe('each surface answers its health route at its root', () => {
  it('the order book "OK" (JSON) at /clob, the public data {"data": "OK"} at /data', async () => {
    for (const url of ['/clob', '/clob/']) {
      const response = await inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toBe('OK');
    }
    for (const url of ['/data', '/data/'])
      expect((await inject(url)).json()).toEqual({ data: 'OK' });
    expect((await inject('/')).json()).toBe('OK');
  });

  it('the catalog plain-text OK at /catalog/status, only there', async () => {
    const response = await inject('/catalog/status');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('OK');
    expect((await inject('/status')).statusCode).toBe(404);
  });

  it('the order-book meta routes under /clob', async () => {
    expect((await inject('/clob/version')).json()).toEqual({ version: 2 });
    expect(typeof (await inject('/clob/time')).json()).toBe('number');
  });
});

describe('the catalog mount', () => {
  it('answers the catalog routes as the combined root does', async () => {
    for (const path of ['/markets?limit=3', '/markets/204', '/events?limit=2', '/tags']) {
      const mounted = await inject(`/catalog${path}`);
      expect(mounted.statusCode, path).toBe(200);
      expect(mounted.json()).toEqual((await inject(path)).json());
    }
  });

  it('serves no order-book route', async () => {
    expect((await inject(`/catalog/book?token_id=${tokenIdOf(204, 0)}`)).statusCode).toBe(404);
    expect(Array.isArray((await inject('/catalog/markets?limit=2')).json())).toBe(true);
  });
});

describe('the order-book mount', () => {
  it('lists markets in the order-book form without a cursor', async () => {
    const page = (await inject('/clob/markets')).json();
    expect(page).toMatchObject({ next_cursor: 'LTE=', limit: 1000 });
    expect(page.data.map((market: { condition_id: string }) => market.condition_id)).toContain(
      conditionIdOf(204),
    );
  });

  it('answers GET /markets/{condition_id} in the order-book form, any case', async () => {
    const listed = (await inject('/clob/markets')).json().data;
    const expected = listed.find(
      (market: { condition_id: string }) => market.condition_id === conditionIdOf(204),
    );
    const response = await inject(`/clob/markets/${conditionIdOf(204).toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
    expect(response.json().tokens.map((token: { token_id: string }) => token.token_id)).toEqual([
      tokenIdOf(204, 0),
      tokenIdOf(204, 1),
    ]);
    // The combined root keeps the catalog's market there.
    expect((await inject(`/markets/${conditionIdOf(204)}`)).json()).toHaveProperty('question');
  });

  it('answers 404 for an unknown condition id', async () => {
    const response = await inject(`/clob/markets/0x${'ab'.repeat(32)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/not found/);
  });

  it('verifies L2 signatures over the venue path, without the mount prefix', async () => {
    const { creds, address } = s.alice;
    const headers = l2Headers(creds, address, 'GET', '/data/orders');
    const response = await inject('/clob/data/orders', headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ next_cursor: 'LTE=' });
    const overMount = l2Headers(creds, address, 'GET', '/clob/data/orders');
    expect((await inject('/clob/data/orders', overMount)).statusCode).toBe(401);
  });

  it('serves no catalog or public-data route', async () => {
    expect((await inject('/clob/events')).statusCode).toBe(404);
    expect((await inject(`/clob/activity?user=${s.alice.address}`)).statusCode).toBe(404);
  });
});

describe('the public-data mount', () => {
  it('names assets by decimal token id where the root keeps condition id:index', async () => {
    const user = s.alice.address;
    const root = (await inject(`/trades?user=${user}&takerOnly=false`)).json();
    const mounted = (await inject(`/data/trades?user=${user}&takerOnly=false`)).json();
    expect(root.length).toBeGreaterThan(0);
    expect(mounted).toHaveLength(root.length);
    const tokenOf = new Map([
      [asset(204, 0), tokenIdOf(204, 0)],
      [asset(204, 1), tokenIdOf(204, 1)],
      [asset(205, 0), tokenIdOf(205, 0)],
      [asset(205, 1), tokenIdOf(205, 1)],
    ]);
    root.forEach((trade: { asset: string }, index: number) => {
      expect(tokenOf.has(trade.asset)).toBe(true);
      expect(mounted[index]).toEqual({ ...trade, asset: tokenOf.get(trade.asset) });
    });
  });

  it('rewrites oppositeAsset too', async () => {
    await s.venue.trading.venue.resolve(conditionIdOf(205), 0);
    await s.venue.trading.committed();
    const user = s.alice.address;
    const [position] = (
      await inject(`/data/closed-positions?user=${user}&market=${conditionIdOf(205)}`)
    ).json();
    expect(position).toMatchObject({ asset: tokenIdOf(205, 1), oppositeAsset: tokenIdOf(205, 0) });
  });

  it('keeps /data/trades with an API key for the account route', async () => {
    const { creds, address } = s.alice;
    const headers = l2Headers(creds, address, 'GET', '/data/trades');
    const account = await inject('/data/trades', headers);
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json()).toHaveProperty('next_cursor');
    expect(Array.isArray((await inject('/data/trades')).json())).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it('lists the mount-only routes and not the mount copies of root routes', async () => {
    const paths = Object.keys((await inject('/openapi.json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/clob/markets/{condition_id}', '/data', '/catalog/status']),
    );
    expect(paths.some((path) => path.startsWith('/catalog/markets'))).toBe(false);
  });
});
