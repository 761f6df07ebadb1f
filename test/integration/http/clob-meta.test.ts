import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARDS_ASSET_ADDRESS, createCatalogWriter } from '../../../server/catalog/index.js';
import { createRateLimiter } from '../../../server/limits/index.js';
import { startTestService, type TestService } from '../../support/app.js';
import { conditionIdOf, fillCatalogFixture, tokenIdOf } from '../../support/catalog-fixture.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(fillCatalogFixture);
});
afterAll(() => service.close());

const get = (url: string) => service.okJson(url);
const NO_ORDERBOOK = { error: 'No orderbook exists for the requested token id' };
const UNKNOWN_TOKEN = '999';

async function expectError(url: string, status: number, body: unknown): Promise<void> {
  const response = await service.app.inject(url);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual(body);
}

describe('GET /tick-size', () => {
  it('answers the tick as a JSON number for either token', async () => {
    expect(await get(`/tick-size?token_id=${tokenIdOf(204, 0)}`)).toEqual({
      minimum_tick_size: 0.01,
    });
    service.db.prepare('UPDATE markets SET tick_size_micros = 2500 WHERE id = 209').run();
    const body = await get(`/tick-size?token_id=${tokenIdOf(209, 1)}`);
    expect(body).toEqual({ minimum_tick_size: 0.0025 });
    expect(typeof body.minimum_tick_size).toBe('number');
  });
});

describe('GET /neg-risk', () => {
  it('answers a boolean', async () => {
    expect(await get(`/neg-risk?token_id=${tokenIdOf(201, 1)}`)).toEqual({ neg_risk: true });
    expect(await get(`/neg-risk?token_id=${tokenIdOf(206, 0)}`)).toEqual({ neg_risk: false });
  });
});

describe('GET /fee-rate', () => {
  it("answers the market's taker base fee in bps", async () => {
    expect(await get(`/fee-rate?token_id=${tokenIdOf(206, 1)}`)).toEqual({ base_fee: 1000 });
    expect(await get(`/fee-rate?token_id=${tokenIdOf(204, 0)}`)).toEqual({ base_fee: 0 });
  });
});

describe('token routes: bad and unknown token ids', () => {
  for (const path of ['/tick-size', '/neg-risk', '/fee-rate']) {
    it(`${path}: 400 without token_id, 404 for an unknown token`, async () => {
      await expectError(path, 400, { error: 'token_id is required' });
      await expectError(`${path}?token=1`, 400, {
        error: 'token is not a parameter of this route',
      });
      await expectError(`${path}?token_id=`, 400, {
        error: expect.stringMatching(/^token_id /),
      });
      await expectError(`${path}?token_id=${UNKNOWN_TOKEN}`, 404, NO_ORDERBOOK);
      await expectError(`${path}?token_id=${conditionIdOf(204)}`, 404, NO_ORDERBOOK);
    });
  }
});

describe('GET /markets-by-token/{token_id}', () => {
  it('answers the condition id and both tokens from either token', async () => {
    const expected = {
      condition_id: conditionIdOf(205),
      primary_token_id: tokenIdOf(205, 0),
      secondary_token_id: tokenIdOf(205, 1),
    };
    expect(await get(`/markets-by-token/${tokenIdOf(205, 0)}`)).toEqual(expected);
    expect(await get(`/markets-by-token/${tokenIdOf(205, 1)}`)).toEqual(expected);
  });

  it('is 404 for an unknown token and 400 for an over-long one', async () => {
    await expectError(`/markets-by-token/${UNKNOWN_TOKEN}`, 404, NO_ORDERBOOK);
    await expectError(`/markets-by-token/${'9'.repeat(101)}`, 400, {
      error: expect.stringMatching(/^token_id /),
    });
  });
});

describe('GET /clob-markets/{condition_id}', () => {
  it('answers the abbreviated settings with the JSON types of the specification', async () => {
    const body = await get(`/clob-markets/${conditionIdOf(206)}`);
    expect(body).toEqual({
      c: conditionIdOf(206),
      t: [
        { t: tokenIdOf(206, 0), o: 'Yes' },
        { t: tokenIdOf(206, 1), o: 'No' },
      ],
      mts: 0.01,
      mos: 5,
      mbf: 0,
      tbf: 1000,
      nr: false,
      fd: { r: 0.25, e: 2, to: true },
      r: { rates: [], min_size: 50, max_spread: 4.5, mi: 50, ma: 4.5 },
      ao: true,
      gst: '',
      oas: 0,
      rfqe: false,
      itode: false,
      ibce: false,
    });
  });

  it('finds the market in any case and shows rewards rates, neg risk and resolution', async () => {
    service.db
      .prepare('UPDATE markets SET rewards_daily_rate_micros = 12500000 WHERE id = 201')
      .run();
    const body = await get(`/clob-markets/${conditionIdOf(201).toUpperCase().replace('0X', '0x')}`);
    expect(body).toMatchObject({
      c: conditionIdOf(201),
      nr: true,
      fd: { r: 0, e: 0, to: true },
      r: { rates: [{ asset_address: REWARDS_ASSET_ADDRESS, rewards_daily_rate: 12.5 }] },
    });
    createCatalogWriter(service.db).settleMarket(conditionIdOf(201), 0, new Date().toISOString());
    expect((await get(`/clob-markets/${conditionIdOf(201)}`)).ao).toBe(false);
  });

  it('is 404 JSON for an unknown condition id', async () => {
    const unknown = '0x' + '0'.repeat(64);
    await expectError(`/clob-markets/${unknown}`, 404, { error: `market ${unknown} not found` });
    await expectError('/clob-markets/nonsense', 404, { error: 'market nonsense not found' });
  });
});

describe('order-book read limits', () => {
  it('counts every route against the order-book scope, replayed answers too', async () => {
    const limited = await startTestService(fillCatalogFixture, {
      limiter: createRateLimiter([{ scope: 'order-book', limit: 6, windowMs: 10_000 }]),
    });
    try {
      const urls = [
        `/tick-size?token_id=${tokenIdOf(204, 0)}`,
        `/neg-risk?token_id=${tokenIdOf(204, 0)}`,
        `/fee-rate?token_id=${tokenIdOf(204, 0)}`,
        `/markets-by-token/${tokenIdOf(204, 0)}`,
        `/clob-markets/${conditionIdOf(204)}`,
        `/tick-size?token_id=${tokenIdOf(204, 0)}`,
      ];
      for (const [index, url] of urls.entries()) {
        const response = await limited.app.inject(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['ratelimit-remaining']).toBe(String(5 - index));
      }
      const refused = await limited.app.inject(`/clob-markets/${conditionIdOf(204)}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: expect.stringMatching(/^rate limit exceeded for order-book; retry in \d+ s$/),
      });
      expect((await limited.app.inject(`/tick-size?token_id=${UNKNOWN_TOKEN}`)).statusCode).toBe(
        429,
      );
    } finally {
      await limited.close();
    }
  });
});
