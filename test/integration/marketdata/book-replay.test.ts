import { afterEach, describe, expect, it } from 'vitest';
import type { Auth } from '../../../server/auth/index.js';
import type { Catalog } from '../../../server/catalog/index.js';
import { buildServiceApp } from '../../support/service-app.js';
import { createRateLimiter, type RateLimiter } from '../../../server/limits/index.js';
import type { MarketData } from '../../../server/marketdata/index.js';
import type { TradingService } from '../../../server/trading/index.js';
import { NO, YES, placeKnownBook, startTraders, type Traders } from './book-helpers.js';

let app: Awaited<ReturnType<typeof buildServiceApp>> | undefined;
let traders: Traders | undefined;
afterEach(async () => {
  await app?.close();
  await traders?.venue.close();
  app = traders = undefined;
});

/** Market data whose book answers the test controls, counting how each path reached it. */
function countingMarketData() {
  const calls = { replay: 0, route: 0 };
  const body = Buffer.from('{"asset_id":"123"}');
  const marketData = {
    committedBook: (tokenId: string) => {
      calls.replay++;
      return tokenId === '123' ? body : undefined;
    },
    book: () => {
      calls.route++;
      return body;
    },
  } as unknown as MarketData;
  return { calls, marketData };
}

/** A promise settled from outside: a write batch that commits or fails when the test says. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

async function listening(
  marketData: MarketData,
  limiter: RateLimiter | null = null,
  trading?: TradingService,
) {
  app = await buildServiceApp({
    catalog: { version: () => 'v1' } as unknown as Catalog,
    marketData,
    limiter,
    // The trading routes need auth to register; this test only calls GET /book.
    ...(trading ? { trading, auth: {} as Auth } : {}),
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return (path: string) => fetch(base + path);
}

describe('GET /book on node:http, before Fastify routing', () => {
  it('writes the stored book of a plain token id without reaching the route', async () => {
    const { calls, marketData } = countingMarketData();
    const get = await listening(marketData);
    const response = await get('/book?token_id=123');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe('{"asset_id":"123"}');
    expect(calls).toEqual({ replay: 1, route: 0 });

    // Other spellings of the URL go through the Fastify route, with the same answer.
    const spelled = await get('/book?token_id=123&_=1');
    expect(await spelled.text()).toBe('{"asset_id":"123"}');
    expect(calls.route).toBe(1);
  });

  it('counts replayed answers against the route limits, sharing them with the route', async () => {
    const { calls, marketData } = countingMarketData();
    const limiter = createRateLimiter([{ scope: 'book', limit: 2, windowMs: 10_000 }]);
    const get = await listening(marketData, limiter);
    const first = await get('/book?token_id=123');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    expect((await get('/book?token_id=123&_=1')).status).toBe(200);
    const refused = await get('/book?token_id=123');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /rate limit exceeded for book/,
    );
    expect(calls.route).toBe(1);
  });

  it('holds a book read while a batch is open until it commits, and never sends it if not', async () => {
    const { calls, marketData } = countingMarketData();
    // The open write batch: the replay has nothing committed, the answer waits for the batch.
    let batch = deferred();
    const trading = { committed: () => batch.promise } as unknown as TradingService;
    const get = await listening({ ...marketData, committedBook: () => undefined }, null, trading);
    const routeCalls = async (count: number) => {
      while (calls.route < count) await new Promise((resolve) => setTimeout(resolve, 5));
    };

    let answered = false;
    const pending = get('/book?token_id=123').then((response) => {
      answered = true;
      return response;
    });
    await routeCalls(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    batch.resolve();
    expect(await (await pending).text()).toBe('{"asset_id":"123"}');

    batch = deferred();
    const failing = get('/book?token_id=123');
    await routeCalls(2);
    batch.reject(new Error('disk I/O error'));
    const refused = await failing;
    expect(refused.status).toBe(500);
    expect(await refused.text()).not.toContain('asset_id');
  });

  it('serves the live venue book over the socket, fresh after every committed change', async () => {
    traders = await startTraders();
    const { venue, alice, bob } = traders;
    const base = await venue.app.listen({ host: '127.0.0.1', port: 0 });
    const fetchBook = async (token: string) =>
      (await fetch(`${base}/book?token_id=${token}`)).text();

    const empty = await fetchBook(YES);
    expect(JSON.parse(empty).bids).toEqual([]);
    const placed = await placeKnownBook(traders);
    const withLevels = await fetchBook(YES);
    expect(withLevels).toBe((await venue.app.inject(`/book?token_id=${YES}`)).body);
    expect(JSON.parse(withLevels).bids).toHaveLength(2);

    await bob.place({ tokenId: NO, side: 'BUY', price: 0.58, size: 5 });
    const afterFill = JSON.parse(await fetchBook(YES));
    expect(afterFill.bids).toEqual([{ price: '0.4', size: '10' }]);
    expect(afterFill.last_trade_price).toBe('0.42');

    await alice.request('DELETE', '/order', { orderID: placed.yesBid40.orderID });
    expect(JSON.parse(await fetchBook(YES)).bids).toEqual([]);
    expect(JSON.parse(await fetchBook(NO)).asks).toEqual([]);
  });
});
