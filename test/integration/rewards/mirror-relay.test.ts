// A mirror holds no books of its own to score, so it relays every rewards route upstream: the
// caller's scoring and earnings with its credentials, and the public programmes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import { l2Headers } from '../../support/credentials.js';
import {
  startMirror,
  startUpstream,
  type Mirror,
  type Upstream,
} from '../../support/mirror-pair.js';
import { TestTrader } from '../../support/venue.js';

const DAY = '2026-03-02';

let upstream: Upstream;
let mirror: Mirror;
let carol: TestTrader;
let bid: string;

beforeAll(async () => {
  upstream = await startUpstream();
  upstream.db
    .prepare(
      `UPDATE markets SET rewards_daily_rate_micros = 14400000, rewards_min_size_micros = 20000000,
         rewards_max_spread_micros = 3000000 WHERE id = 204`,
    )
    .run();
  carol = await new TestTrader(upstream, 'carol').init(500);
  bid = (await carol.place({ tokenId: tokenIdOf(204, 0), side: 'BUY', price: 0.49, size: 50 }))
    .orderID;
  await carol.place({ tokenId: tokenIdOf(204, 1), side: 'BUY', price: 0.49, size: 50 });
  upstream.rewards.sample(Date.parse(`${DAY}T12:00:00Z`));
  mirror = await startMirror(upstream.url);
});
afterAll(async () => {
  await mirror.close();
  await upstream.close();
});

/** The request signed with carol's key, sent to a base URL: status and parsed body. */
async function send(base: string, method: 'GET' | 'POST', path: string, payload?: unknown) {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const headers = l2Headers(carol.creds, carol.address, method, path, body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: body ?? null });
  return { status: response.status, body: await response.json() };
}

describe('the rewards routes of a mirror', () => {
  it("relay the caller's scoring and earnings with its credentials", async () => {
    const requests: [method: 'GET' | 'POST', path: string, payload?: unknown][] = [
      ['GET', `/order-scoring?order_id=${bid}`],
      ['POST', '/orders-scoring', [bid]],
      ['GET', `/rewards/user?date=${DAY}`],
      ['GET', `/rewards/user/total?date=${DAY}`],
      ['GET', `/rewards/user/markets?date=${DAY}`],
      ['GET', '/rewards/user/percentages'],
    ];
    for (const [method, path, payload] of requests) {
      const direct = await send(upstream.url, method, path, payload);
      const relayed = await send(mirror.url, method, path, payload);
      expect(direct.status, path).toBe(200);
      expect(relayed, path).toEqual(direct);
      expect(upstream.requests.filter((line) => line === `${method} ${path}`)).toHaveLength(2);
    }
    const scoring = await send(mirror.url, 'GET', `/order-scoring?order_id=${bid}`);
    expect(scoring.body).toEqual({ scoring: true });
  });

  it('relay the public programmes', async () => {
    for (const path of ['/rewards/markets/current', `/rewards/markets/${conditionIdOf(204)}`]) {
      const relayed = await fetch(`${mirror.url}${path}`);
      expect(relayed.status).toBe(200);
      expect(await relayed.json()).toEqual(await (await fetch(`${upstream.url}${path}`)).json());
      expect(upstream.requests.filter((line) => line === `GET ${path}`)).toHaveLength(2);
    }
  });
});
