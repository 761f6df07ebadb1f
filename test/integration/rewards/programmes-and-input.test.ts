// The public reward programmes and what the rewards routes answer to bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionIdOf } from '../../support/catalog-fixture.js';
import { startVenue, TestTrader, type Venue } from '../../support/venue.js';

const MARKET = 204;
const CONDITION = conditionIdOf(MARKET);

let venue: Venue;
let alice: TestTrader;

beforeAll(async () => {
  venue = await startVenue(undefined, null, (db) => {
    db.prepare(
      `UPDATE markets SET rewards_daily_rate_micros = 25000000, rewards_min_size_micros = 50000000,
         rewards_max_spread_micros = 3500000 WHERE id = ?`,
    ).run(MARKET);
  });
  alice = await new TestTrader(venue, 'alice').init(100);
});
afterAll(() => venue.close());

const get = (url: string) => venue.app.inject({ method: 'GET', url });

describe('reward programmes', () => {
  it('GET /rewards/markets/current lists the running programmes', async () => {
    const response = await get('/rewards/markets/current');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      limit: 500,
      count: 1,
      next_cursor: 'LTE=',
      data: [
        {
          condition_id: CONDITION,
          rewards_max_spread: 3.5,
          rewards_min_size: 50,
          rewards_config: [
            {
              id: MARKET,
              asset_address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
              start_date: '2024-02-01',
              end_date: '2026-11-03',
              rate_per_day: 25,
              total_rewards: 25 * 1007,
            },
          ],
          sponsored_daily_rate: 0,
          sponsors_count: 0,
          native_daily_rate: 25,
          total_daily_rate: 25,
        },
      ],
    });
    const sponsored = await get('/rewards/markets/current?sponsored=true');
    expect(sponsored.json()).toMatchObject({ count: 0, data: [], next_cursor: 'LTE=' });
    // The order-book surface's mount serves it too.
    expect((await get('/clob/rewards/markets/current')).json().count).toBe(1);
  });

  it('GET /rewards/markets/{condition_id}: the market, or an empty page', async () => {
    const response = await get(`/rewards/markets/${CONDITION}`);
    expect(response.statusCode).toBe(200);
    const [market] = response.json().data;
    expect(market).toMatchObject({
      condition_id: CONDITION,
      question: `Question of market ${MARKET}?`,
      market_slug: `market-${MARKET}`,
      rewards_min_size: 50,
      rewards_max_spread: 3.5,
    });
    // The tokens at the prices the order-book surface shows for the market.
    const shown = (await get(`/clob/markets/${CONDITION}`)).json();
    expect(market.tokens).toEqual(
      shown.tokens.map(({ token_id, outcome, price }: Record<string, unknown>) => ({
        token_id,
        outcome,
        price,
      })),
    );

    // A market without a programme, and one the venue does not have.
    for (const id of [conditionIdOf(205), '0x' + '12'.repeat(32)]) {
      const empty = await get(`/rewards/markets/${id}`);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ limit: 100, count: 0, next_cursor: 'LTE=', data: [] });
    }
  });
});

describe('bad input', () => {
  it('answers a malformed condition id, order id, date or cursor with a 400 naming it', async () => {
    const cases: [string, string][] = [
      ['/rewards/markets/0x1234', 'condition_id'],
      ['/rewards/markets/current?next_cursor=abc', 'next_cursor'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toContain(field);
    }
    const l2Cases: [string, string][] = [
      ['/order-scoring?order_id=42', 'order_id'],
      ['/order-scoring', 'order_id'],
      ['/rewards/user?date=2026-3-2', 'date'],
      ['/rewards/user/total', 'date'],
      ['/rewards/user/markets?date=2026-03-02&page_size=501', 'page_size'],
      ['/rewards/user/percentages?signature_type=7', 'signature_type'],
      [`/rewards/user?date=2026-03-02&maker_address=0x${'ab'.repeat(20)}`, 'maker_address'],
    ];
    for (const [url, field] of l2Cases) {
      const response = await alice.request('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toContain(field);
    }
  });

  it('POST /orders-scoring takes an array of at most 1,000 order ids', async () => {
    const id = (n: number) => '0x' + n.toString(16).padStart(64, '0');
    const many = Array.from({ length: 1001 }, (_, n) => id(n));
    const tooMany = await alice.request('POST', '/orders-scoring', many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toHaveProperty('error');

    const most = await alice.request('POST', '/orders-scoring', many.slice(0, 1000));
    expect(most.statusCode).toBe(200);
    expect(Object.values(most.json()).every((scoring) => scoring === false)).toBe(true);
    expect(Object.keys(most.json())).toHaveLength(1000);

    const notArray = await alice.request('POST', '/orders-scoring', { orderIds: [id(1)] });
    expect(notArray.statusCode).toBe(400);
    const malformed = await alice.request('POST', '/orders-scoring', ['nope']);
    expect(malformed.statusCode).toBe(400);
  });

  it('answers the account routes without credentials with a 401', async () => {
    for (const url of [
      `/order-scoring?order_id=0x${'00'.repeat(32)}`,
      '/rewards/user?date=2026-03-02',
      '/rewards/user/total?date=2026-03-02',
      '/rewards/user/markets?date=2026-03-02',
      '/rewards/user/percentages',
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });
});
