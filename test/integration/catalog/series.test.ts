import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/app.js';
import {
  COMMENT_COUNTS,
  SITE_BETA,
  WALLET_A,
  WALLET_B,
  fillCatalogFixture,
} from '../../support/catalog-fixture.js';
import {
  EVENT_CORE_TYPES,
  SERIES_CORE_TYPES,
  expectWireTypes,
} from '../../support/catalog-wire-types.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(fillCatalogFixture);
});
afterAll(() => service.close());

interface WireSeries {
  id: string;
  volume: number;
  liquidity: number;
  events: { id: string }[];
}

const series = (query: string) => service.okJson<WireSeries[]>(`/series?${query}`);

/** [series id, its event ids] of each listed series. */
const outline = async (query: string) =>
  (await series(query)).map((item) => [item.id, item.events.map((event) => event.id)]);

describe('GET /series', () => {
  it('lists the series by id with their events and totals', async () => {
    const listed = await series('');
    expect(listed.map((item) => item.id)).toEqual(['10', '11']);
    for (const item of listed) {
      expectWireTypes(item as unknown as Record<string, unknown>, {
        ...SERIES_CORE_TYPES,
        events: 'array',
      });
      for (const event of item.events) {
        expectWireTypes(event, EVENT_CORE_TYPES);
        for (const field of ['tags', 'markets', 'series']) expect(event).not.toHaveProperty(field);
      }
    }
    expect(await outline('')).toEqual([
      ['10', ['104', '105']],
      ['11', ['103', '106']],
    ]);
    expect(listed[0]).toMatchObject({ volume: 4000.5, volume24hr: 400.05, liquidity: 1300 });
    expect(listed[1]).toMatchObject({ volume: 22100, liquidity: 5100, closed: true });
    expect(listed[1]?.events[0]).toMatchObject({
      id: '103',
      slug: 'btc-above-100k',
      volume: 12700,
      commentCount: COMMENT_COUNTS[103] ?? 0,
    });
  });

  it('pages', async () => {
    expect(await outline('limit=1')).toEqual([['10', ['104', '105']]]);
    expect(await outline('limit=1&offset=1')).toEqual([['11', ['103', '106']]]);
    expect(await outline('offset=2')).toEqual([]);
  });

  it('filters by slug (both list forms) and closed', async () => {
    expect(await outline('slug=btc-yearly')).toEqual([['11', ['103', '106']]]);
    const both = [
      ['10', ['104', '105']],
      ['11', ['103', '106']],
    ];
    expect(await outline('slug=btc-yearly,fed-decisions')).toEqual(both);
    expect(await outline('slug=btc-yearly&slug=fed-decisions')).toEqual(both);
    expect(await outline('closed=true')).toEqual([['11', ['103', '106']]]);
    expect(await outline('closed=false')).toEqual([['10', ['104', '105']]]);
  });

  it('keeps the series and events with a market of the creator, totalling only those', async () => {
    expect(await outline(`creator=${WALLET_A}`)).toEqual([
      ['10', ['104']],
      ['11', ['103', '106']],
    ]);
    const byB = await series(`creator=${WALLET_B}`);
    expect(byB.map((item) => [item.id, item.events.map((event) => event.id)])).toEqual([
      ['10', ['105']],
      ['11', ['103', '106']],
    ]);
    expect(byB[0]).toMatchObject({ volume: 1500.5, liquidity: 400 });
    expect(await outline(`creator=${SITE_BETA}`)).toEqual([['10', ['105']]]);
    expect(await outline('creator=nowhere')).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit must be >= 1'],
    ['limit=101', 'limit must be <= 100'],
    ['offset=-1', 'offset must be >= 0'],
    ['closed=perhaps', 'closed must be boolean'],
  ])('rejects %s naming the parameter', async (query, error) => {
    const response = await service.app.inject(`/series?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });
});
