import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../../server/catalog/index.js';
import { createRateLimiter } from '../../../server/limits/index.js';
import { fillCatalogFixture } from '../../support/catalog-fixture.js';
import { startListsService, type ListsService } from './lists-service.js';

const ROUTES = [
  '/markets',
  '/sampling-markets',
  '/simplified-markets',
  '/sampling-simplified-markets',
];
const MARKETS = 1_150;

interface Page {
  data: { condition_id: string }[];
  next_cursor: string;
  limit: number;
  count: number;
}

describe('cursor paging of the order-book market lists', () => {
  let service: ListsService;
  let conditionIds: string[];
  let samplingIds: string[];

  beforeAll(async () => {
    service = await startListsService((db) =>
      seedDemoCatalog(db, { markets: MARKETS, now: new Date('2026-03-22T12:00:00.000Z') }),
    );
    const column = (sql: string) => service.db.prepare(sql).pluck().all() as string[];
    conditionIds = column('SELECT condition_id FROM markets ORDER BY id');
    samplingIds = column(
      `SELECT condition_id FROM markets WHERE rewards_daily_rate_micros > 0 AND closed = 0
       ORDER BY id`,
    );
  });
  afterAll(() => service.close());

  async function get(url: string): Promise<Page> {
    const response = await service.app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** Follows next_cursor from the first page to LTE=; answers every page. */
  async function walk(route: string): Promise<Page[]> {
    const pages = [await get(`${route}?next_cursor=MA==`)];
    while (pages.at(-1)?.next_cursor !== 'LTE=') {
      expect(pages.length).toBeLessThan(10);
      pages.push(await get(`${route}?next_cursor=${pages.at(-1)?.next_cursor}`));
    }
    return pages;
  }

  it('pages 1,000 markets at a time with base64 offsets, in market order', async () => {
    for (const route of ['/markets', '/simplified-markets']) {
      const pages = await walk(route);
      expect(pages.map(({ next_cursor, limit, count }) => ({ next_cursor, limit, count }))).toEqual(
        [
          { next_cursor: 'MTAwMA==', limit: 1000, count: 1000 },
          { next_cursor: 'LTE=', limit: 1000, count: MARKETS - 1000 },
        ],
      );
      const listed = pages.flatMap((page) => page.data.map((market) => market.condition_id));
      expect(listed).toEqual(conditionIds);
    }
  });

  it('lists exactly the open markets with a rewards rate as sampling markets', async () => {
    expect(samplingIds.length).toBeGreaterThan(50);
    expect(samplingIds.length).toBeLessThan(MARKETS);
    for (const route of ['/sampling-markets', '/sampling-simplified-markets']) {
      const listed = (await walk(route)).flatMap((page) => page.data);
      expect(listed.map((market) => market.condition_id)).toEqual(samplingIds);
    }
  });

  it('starts at the first page without a cursor or with an empty one', async () => {
    for (const route of ROUTES.slice(1)) {
      const first = await get(`${route}?next_cursor=MA==`);
      expect(await get(route)).toEqual(first);
      expect(await get(`${route}?next_cursor=`)).toEqual(first);
    }
    expect((await get('/markets?next_cursor=')).data.map((market) => market.condition_id)).toEqual(
      conditionIds.slice(0, 1000),
    );
  });

  it('answers an empty last page to LTE= and an empty page past the end', async () => {
    for (const route of ROUTES) {
      expect(await get(`${route}?next_cursor=LTE=`)).toEqual({
        data: [],
        next_cursor: 'LTE=',
        limit: 1000,
        count: 0,
      });
    }
    const past = Buffer.from(String(MARKETS + 5)).toString('base64');
    expect(await get(`/simplified-markets?next_cursor=${past}`)).toMatchObject({
      data: [],
      next_cursor: 'LTE=',
      count: 0,
    });
  });

  it('refuses a malformed cursor with a 400 naming next_cursor', async () => {
    const malformed = ['abc', 'MA', 'LTI=', 'MDAx', 'LTE', 'MS41', '%2F%2F%2F%2F'];
    for (const route of ROUTES) {
      for (const cursor of malformed) {
        const response = await service.app.inject(`${route}?next_cursor=${cursor}`);
        expect(response.statusCode, `${route} ${cursor}`).toBe(400);
        expect(response.json().error).toMatch(/next_cursor/);
      }
    }
  });

  it('keeps the catalog form of GET /markets for requests without next_cursor', async () => {
    const catalog = await service.app.inject('/markets?limit=5&order=id&ascending=true');
    expect(catalog.statusCode).toBe(200);
    const markets = catalog.json() as { conditionId: string }[];
    expect(markets.map((market) => market.conditionId)).toEqual(conditionIds.slice(0, 5));
    const similarName = await service.app.inject('/markets?limit=2&next_cursorx=MA==');
    expect(similarName.statusCode).toBe(400);
    expect(similarName.json()).toEqual({ error: 'next_cursorx is not a parameter of this route' });
    const orderBook = await get('/markets?next_cursor=MA==');
    expect(orderBook.count).toBe(1000);
  });

  it('documents both forms in the OpenAPI document, the catalog form under GET /markets', async () => {
    const { paths } = (await service.app.inject('/openapi.json')).json();
    const names = (path: string) =>
      (paths[path].get.parameters as { name: string }[]).map((parameter) => parameter.name);
    expect(names('/markets')).toContain('limit');
    expect(paths['/markets'].get.summary).toMatch(/next_cursor/);
    for (const route of ROUTES.slice(1)) expect(names(route)).toEqual(['next_cursor']);
  });
});

describe('order-book market lists and rate limits', () => {
  let service: ListsService | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });

  it('count against the order-book scope, not the catalog /markets scope', async () => {
    service = await startListsService(
      fillCatalogFixture,
      createRateLimiter([
        { scope: 'order-book', limit: 5, windowMs: 10_000 },
        { scope: 'markets', limit: 1, windowMs: 10_000 },
      ]),
    );
    const { app } = service;
    expect((await app.inject('/markets')).statusCode).toBe(200);
    expect((await app.inject('/markets')).statusCode).toBe(429);
    for (const route of ROUTES) {
      const response = await app.inject(`${route}?next_cursor=MA==`);
      expect(response.statusCode, route).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe('5');
    }
    expect((await app.inject('/sampling-markets?next_cursor=MA==')).statusCode).toBe(200);
    const refused = await app.inject('/simplified-markets');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/order-book/);
  });
});
