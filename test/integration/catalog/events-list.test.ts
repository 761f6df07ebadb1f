import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/app.js';
import {
  SERIES,
  SITE_ALPHA,
  SITE_BETA,
  WALLET_A,
  WALLET_B,
  fillCatalogFixture,
} from '../../support/catalog-fixture.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(fillCatalogFixture);
});
afterAll(() => service.close());

interface WireEvent {
  id: string;
  markets: { id: string }[];
}

const events = (query: string) => service.okJson<WireEvent[]>(`/events?${query}`);

const eventIds = async (query: string) => (await events(query)).map((event) => Number(event.id));

describe('GET /events paging and filters', () => {
  it('lists by id ascending by default and pages', async () => {
    expect(await eventIds('')).toEqual([101, 102, 103, 104, 105, 106]);
    expect(await eventIds('limit=2&offset=2')).toEqual([103, 104]);
    expect(await eventIds('offset=6')).toEqual([]);
  });

  it.each([
    ['active=true', [101, 102, 103, 104, 105, 106]],
    ['active=false', []],
    ['closed=true', [106]],
    ['closed=false&archived=false', [101, 102, 103, 104, 105]],
    ['archived=true', [106]],
  ])('state %s', async (query, expected) => {
    expect(await eventIds(query)).toEqual(expected);
  });

  it.each([
    ['tag_slug=politics', [102, 105]],
    ['tag=politics', [102, 105]],
    ['tag_slug=politics&related_tags=true', [101, 102, 105]],
    ['tag_id=1&related_tags=true', [101, 102, 105]],
    ['tag_id=4', [104, 105]],
    ['tag=crypto', [103, 106]],
    ['tag=no-such-tag', []],
  ])('tag filter %s', async (query, expected) => {
    expect(await eventIds(query)).toEqual(expected);
  });

  it.each([
    ['series_slug=fed-decisions', [104, 105]],
    ['series_slug=btc-yearly', [103, 106]],
    ['series_slug=none', []],
    [`series_id=${SERIES.fed}`, [104, 105]],
    [`series_id=${SERIES.btc}&series_id=${SERIES.fed}`, [103, 104, 105, 106]],
    [`series_id=${SERIES.btc},${SERIES.fed}&closed=false`, [103, 104, 105]],
    ['series_id=999', []],
  ])('series filter %s', async (query, expected) => {
    expect(await eventIds(query)).toEqual(expected);
  });

  it('refuses a series_id that is not an integer, naming it', async () => {
    const response = await service.app.inject('/events?series_id=fed');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^series_id/);
  });

  it('accepts the slug and id lists comma-joined and repeated', async () => {
    expect(await eventIds('slug=fed-june,senate-control')).toEqual([102, 105]);
    expect(await eventIds('slug=fed-june&slug=senate-control')).toEqual([102, 105]);
    expect(await eventIds('id=106,101')).toEqual([101, 106]);
    expect(await eventIds('id=106&id=101')).toEqual([101, 106]);
  });

  it.each([
    ['liquidity_min=2000', [101, 102, 103]],
    ['liquidity_max=900', [104, 105, 106]],
    ['volume_min=9400', [102, 103, 106]],
    ['volume_max=2500', [104, 105]],
    ['volume_min=1500.5&volume_max=1500.5', [105]],
  ])('amount bound %s', async (query, expected) => {
    expect(await eventIds(query)).toEqual(expected);
  });

  it.each([
    ['start_date_min=2024-02-01', [102, 103, 105]],
    ['start_date_max=2024-01-20T00:00:00Z', [101, 104, 106]],
    ['end_date_max=2025-12-31', [103, 104, 105, 106]],
    ['end_date_min=2026-01-01', [101, 102]],
  ])('date bound %s', async (query, expected) => {
    expect(await eventIds(query)).toEqual(expected);
  });
});

describe('GET /events order', () => {
  it.each([
    ['order=volume', [102, 103, 106, 101, 104, 105]],
    ['order=volume&ascending=true', [105, 104, 101, 106, 103, 102]],
    ['order=commentCount', [101, 102, 106, 105, 104, 103]],
    ['order=title&ascending=true', [106, 103, 105, 104, 102, 101]],
    ['order=endDate,liquidity&limit=4', [101, 102, 103, 105]],
    ['order=liquidity,id&ascending=true', [106, 105, 104, 101, 103, 102]],
  ])('%s', async (query, expected) => {
    expect(await eventIds(query)).toEqual(expected);
  });

  it('rejects an unknown column naming it', async () => {
    const response = await service.app.inject('/events?order=volume,popularity');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'order column "popularity" is not supported' });
  });
});

describe('GET /events creator', () => {
  it('keeps the events with a market of the wallet, and only those markets', async () => {
    const listed = await events(`creator=${WALLET_A}`);
    expect(listed.map((event) => Number(event.id))).toEqual([101, 102, 103, 104, 106]);
    expect(listed[0]?.markets.map((market) => market.id)).toEqual(['201', '202']);
    expect(listed[1]?.markets.map((market) => market.id)).toEqual(['205']);
    expect(await eventIds(`creator=${WALLET_B}`)).toEqual([101, 102, 103, 105, 106]);
  });

  it('keeps the events with a market on the site, and only those markets', async () => {
    const listed = await events(`creator=${SITE_BETA}`);
    expect(listed.map((event) => [event.id, event.markets.map((market) => market.id)])).toEqual([
      ['102', ['204', '205']],
      ['105', ['209']],
    ]);
    expect(await eventIds(`creator=${SITE_ALPHA}&order=volume`)).toEqual([102, 103, 106, 101]);
  });

  it('answers an empty list for an unknown site', async () => {
    expect(await eventIds('creator=nowhere')).toEqual([]);
  });
});

describe('GET /events bounds', () => {
  it.each([
    ['limit=0', 'limit must be >= 1'],
    ['limit=101', 'limit must be <= 100'],
    ['offset=-3', 'offset must be >= 0'],
    ['closed=nope', 'closed must be boolean'],
    ['tag_id=x', 'tag_id must be integer'],
    ['volume_min=-2', 'volume_min must be >= 0'],
    ['end_date_max=2025-04-31', 'end_date_max is not a valid ISO 8601 date: "2025-04-31"'],
  ])('rejects %s naming the parameter', async (query, error) => {
    const response = await service.app.inject(`/events?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });
});
