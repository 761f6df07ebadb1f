// Mirror mode's trading relay: B relays every L1/L2 route to A (a local venue) unchanged.
import { OrderType, Side } from '@polymarket/clob-client-v2';
import { afterEach, describe, expect, it } from 'vitest';
import { buildLimitRules, createRateLimiter } from '../../../server/limits/index.js';
import { startClientTrader } from '../../compat/client-trader.js';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import {
  getRaw,
  startMirror,
  startUpstream,
  type Mirror,
  type Upstream,
} from '../../support/mirror-pair.js';

const YES = tokenIdOf(204, 0);
const CONDITION = conditionIdOf(204);
const LIMIT_HEADERS = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after'];

let upstream: Upstream | undefined;
let mirror: Mirror | undefined;
afterEach(async () => {
  await mirror?.close();
  await upstream?.close();
  mirror = upstream = undefined;
});

/** The same raw request sent to a base URL: status, content type, body text and headers. */
async function send(base: string, path: string, init: RequestInit) {
  const response = await fetch(`${base}${path}`, init);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.text(),
    headers: response.headers,
  };
}

describe('the trading relay of mirror mode', () => {
  it('takes an order signed by the official client to the upstream, and cancels it there', async () => {
    upstream = await startUpstream();
    mirror = await startMirror(upstream.url);
    const trader = await startClientTrader(upstream, mirror.url, 'mirror relay', 100);

    const bid = await trader.client.createAndPostOrder(
      { tokenID: YES, side: Side.BUY, price: 0.4, size: 10 },
      undefined,
      OrderType.GTC,
    );
    expect(bid).toMatchObject({ success: true, status: 'live' });
    // It rests in A's book, and B's /data/orders (relayed) shows it.
    const resting = upstream.catalog.tradingMarketByToken(YES)!.market;
    expect(upstream.trading.books.view(resting).best(0)).toBeTruthy();
    const open = await trader.client.getOpenOrders({ market: CONDITION });
    expect(open.map((order) => order.id)).toEqual([bid.orderID]);
    expect(open[0]).toMatchObject({ status: 'LIVE', price: '0.4', original_size: '10' });
    expect(upstream.requests).toContain('POST /order');

    const cancelled = await trader.client.cancelOrder({ orderID: bid.orderID });
    expect(cancelled).toMatchObject({ canceled: [bid.orderID] });
    expect(await trader.client.getOpenOrders({ market: CONDITION })).toEqual([]);
    expect(upstream.requests).toContain('DELETE /order');
  });

  it('answers what the upstream answers, under the surface mount too, without judging the body', async () => {
    upstream = await startUpstream();
    mirror = await startMirror(upstream.url);
    const request = {
      method: 'POST',
      headers: { 'content-type': 'application/json', POLY_ADDRESS: '0x' + '12'.repeat(20) },
      body: '{"order": not json',
    };
    const direct = await send(upstream.url, '/order', request);
    expect(direct.status).toBe(400);
    for (const path of ['/order', '/clob/order']) {
      const before = upstream.requests.length;
      const relayed = await send(mirror.url, path, request);
      expect({ ...relayed, headers: undefined }).toEqual({ ...direct, headers: undefined });
      // The upstream judged it, at the venue's path.
      expect(upstream.requests.slice(before)).toEqual(['POST /order']);
    }
    // A path only the upstream serves under a query: passed on with its query.
    const before = upstream.requests.length;
    await send(mirror.url, '/data/orders?market=0xabc', { method: 'GET' });
    expect(upstream.requests.slice(before)).toEqual(['GET /data/orders?market=0xabc']);
  });

  it("passes the upstream's 429 on with its Retry-After and rate-limit headers", async () => {
    // Unsigned calls spend the upstream's unauthenticated budget (signed ones, the signer's).
    const limits = buildLimitRules({ overrides: [{ scope: 'unauthenticated', limit: 1 }] });
    upstream = await startUpstream(createRateLimiter(limits));
    mirror = await startMirror(upstream.url);
    const post = () =>
      send(mirror!.url, '/order', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    expect((await post()).status).toBe(401);
    const throttled = await post();
    expect(throttled.status).toBe(429);
    expect(JSON.parse(throttled.body)).toEqual({
      error: expect.stringMatching(/rate limit|too many/i),
    });
    for (const name of LIMIT_HEADERS) expect(throttled.headers.get(name), name).toMatch(/^\d+$/);
    expect(throttled.headers.get('ratelimit-limit')).toBe('1');
  });

  it('answers 503 upstream unreachable when the upstream is gone', async () => {
    upstream = await startUpstream();
    mirror = await startMirror(upstream.url);
    await upstream.close();
    upstream = undefined;
    const answer = await send(mirror.url, '/order', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(503);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      error: expect.stringMatching(/^upstream unreachable: /),
    });
  });

  it("keeps a relayed route's parameter from moving the request to another upstream path", async () => {
    upstream = await startUpstream();
    mirror = await startMirror(upstream.url);
    const before = upstream.requests.length;
    for (const path of ['/data/order/..', '/clob/data/order/%2E%2e', '/fees/builder-fees/.?x=1']) {
      const answer = await getRaw(mirror.url, path);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body), path).toEqual({ error: expect.stringMatching(/^path: /) });
    }
    expect(upstream.requests.slice(before)).toEqual([]);
    // A dot inside a segment is an ordinary value, passed on.
    await getRaw(mirror.url, '/data/order/0x..ab');
    expect(upstream.requests.slice(before)).toEqual(['GET /data/order/0x..ab']);
  });
});
