import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/app.js';
import {
  COMMENT_COUNTS,
  NEG_RISK_MARKET_ID,
  SITE_ALPHA,
  WALLET_A,
  WALLET_B,
  fillCatalogFixture,
} from '../../support/catalog-fixture.js';
import {
  EVENT_CORE_OPTIONAL_TYPES,
  EVENT_TYPES,
  MARKET_OPTIONAL_TYPES,
  MARKET_TYPES,
  SERIES_CORE_TYPES,
  TAG_TYPES,
  expectWireTypes,
} from '../../support/catalog-wire-types.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(fillCatalogFixture);
});
afterAll(() => service.close());

const get = (url: string) => service.okJson(url);

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('GET /events/{id}', () => {
  it('answers the neg-risk event with its tags, markets, metadata and comment count', async () => {
    const event = await get('/events/101');
    expectWireTypes(event, EVENT_TYPES, EVENT_CORE_OPTIONAL_TYPES);
    expect(event).toMatchObject({
      id: '101',
      slug: 'us-election-2028',
      ticker: 'us-election-2028',
      negRisk: true,
      negRiskMarketID: NEG_RISK_MARKET_ID,
      volume: 9000,
      volume24hr: 900,
      liquidity: 2000,
      commentCount: COMMENT_COUNTS[101],
      image: 'http://127.0.0.1:9999/assets/icons/us-election-2028.svg',
      eventMetadata: { context_description: 'Three candidates.' },
      // Beyond the specification, as the venue sends them: sums over markets 201-203.
      volume1wk: 2250,
      volume1mo: 4500,
      volume1yr: 9000,
      openInterest: 1000,
      enableOrderBook: true,
      enableNegRisk: true,
      showAllOutcomes: true,
    });
    expect(event).not.toHaveProperty('seriesSlug');
    expect(event).not.toHaveProperty('startTime');
    expect(await get('/events/104')).toMatchObject({
      seriesSlug: 'fed-decisions',
      enableNegRisk: false,
      startTime: '2025-02-19T00:00:00.000Z',
    });
    expect(event.tags).toEqual([
      {
        id: '2',
        label: 'Elections',
        slug: 'elections',
        forceShow: false,
        createdAt: '2023-06-01T00:00:00.000Z',
        updatedAt: '2024-06-01T00:00:00.000Z',
        requiresTranslation: false,
      },
    ]);
    expect(ids(event.markets)).toEqual(['201', '202', '203']);
    for (const market of event.markets) {
      expectWireTypes(market, MARKET_TYPES, MARKET_OPTIONAL_TYPES);
      expect(market).not.toHaveProperty('events');
      expect(market.negRiskMarketID).toBe(NEG_RISK_MARKET_ID);
    }
    expect(event.series).toEqual([]);
  });

  it('nests the series without events, with totals over the series events', async () => {
    const event = await get('/events/104');
    expect(event.series).toHaveLength(1);
    const [series] = event.series;
    expectWireTypes(series, SERIES_CORE_TYPES);
    expect(series).not.toHaveProperty('events');
    expect(series).toMatchObject({
      id: '10',
      slug: 'fed-decisions',
      recurrence: 'monthly',
      closed: false,
      volume: 4000.5,
      volume24hr: 400.05,
      liquidity: 1300,
    });
    expect(event.commentCount).toBe(0);
    expect(event.eventMetadata).toEqual({});
    expect(event).not.toHaveProperty('negRiskMarketID');
  });

  it('types the tags and the closed event fields', async () => {
    const event = await get('/events/105');
    expect(ids(event.tags)).toEqual(['1', '4']);
    for (const tag of event.tags) expectWireTypes(tag, TAG_TYPES);
    const closed = await get('/events/106');
    expect(closed).toMatchObject({ closed: true, archived: true, active: true });
    expect(ids(closed.markets)).toEqual(['211', '212']);
  });

  it('filters the markets and series totals to the creator, 404 out of scope', async () => {
    expect(ids((await get(`/events/101?creator=${WALLET_A}`)).markets)).toEqual(['201', '202']);
    expect(ids((await get(`/events/101?creator=${SITE_ALPHA}`)).markets)).toEqual(['201', '202']);
    const fedJune = await get(`/events/105?creator=${WALLET_B}`);
    expect(ids(fedJune.markets)).toEqual(['209']);
    expect(fedJune.series[0]).toMatchObject({ volume: 1500.5, liquidity: 400 });
    const response = await service.app.inject(`/events/105?creator=${WALLET_A}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'event 105 not found' });
  });

  it('answers 404 JSON for an unknown id and 400 for a non-integer one', async () => {
    const missing = await service.app.inject('/events/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'event 999 not found' });
    const bad = await service.app.inject('/events/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^id /);
  });
});

describe('GET /events/slug/{slug}', () => {
  it('answers the same event as by id', async () => {
    expect(await get('/events/slug/senate-control')).toEqual(await get('/events/102'));
  });

  it('answers 404 JSON for an unknown slug or an event out of scope', async () => {
    const missing = await service.app.inject('/events/slug/no-such-event');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'event no-such-event not found' });
    const offSite = await service.app.inject('/events/slug/fed-june?creator=alpha');
    expect(offSite.statusCode).toBe(404);
  });
});

describe('GET /events items', () => {
  it('types every event and nests full markets, tags and series', async () => {
    const listed = await get('/events?limit=100');
    expect(listed).toHaveLength(6);
    for (const event of listed) {
      expectWireTypes(event, EVENT_TYPES);
      for (const tag of event.tags) expectWireTypes(tag, TAG_TYPES);
      for (const market of event.markets) expectWireTypes(market, MARKET_TYPES);
      for (const series of event.series) expectWireTypes(series, SERIES_CORE_TYPES);
      expect(event.commentCount).toBe(COMMENT_COUNTS[Number(event.id)] ?? 0);
    }
    expect(listed.map((event: { markets: unknown[] }) => event.markets.length)).toEqual([
      3, 2, 2, 1, 2, 2,
    ]);
    expect(listed.map((event: { series: { id: string }[] }) => ids(event.series))).toEqual([
      [],
      [],
      ['11'],
      ['10'],
      ['10'],
      ['11'],
    ]);
  });

  it('serves the same event in the list as by id', async () => {
    const [listed] = await get('/events?id=103');
    expect(listed).toEqual(await get('/events/103'));
  });
});
