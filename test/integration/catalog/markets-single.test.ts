import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/app.js';
import {
  COMMENT_COUNTS,
  NEG_RISK_MARKET_ID,
  SERIES,
  SITE_ALPHA,
  SITE_BETA,
  WALLET_A,
  WALLET_B,
  conditionIdOf,
  fillCatalogFixture,
  tokenIdOf,
} from '../../support/catalog-fixture.js';
import {
  EVENT_CORE_OPTIONAL_TYPES,
  EVENT_IDENTITY_TYPES,
  MARKET_EVENT_TYPES,
  MARKET_OPTIONAL_TYPES,
  MARKET_TYPES,
  expectWireTypes,
} from '../../support/catalog-wire-types.js';

const ASSETS = 'http://127.0.0.1:9999';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(fillCatalogFixture);
});
afterAll(() => service.close());

const market = (idOrConditionId: string, query = '') =>
  service.okJson(`/markets/${idOrConditionId}${query}`);

describe('GET /markets/{id}', () => {
  it('answers a market by numeric id with every field and the full event summary', async () => {
    const body = await market('204');
    expectWireTypes(body, MARKET_TYPES, MARKET_OPTIONAL_TYPES);
    expect(body).toMatchObject({
      id: '204',
      question: 'Question of market 204?',
      conditionId: conditionIdOf(204),
      slug: 'market-204',
      startDate: '2024-02-01T00:00:00.000Z',
      endDate: '2026-11-03T00:00:00.000Z',
      startDateIso: '2024-02-01',
      endDateIso: '2026-11-03',
      image: `${ASSETS}/assets/icons/market-204.svg`,
      icon: `${ASSETS}/assets/icons/market-204.svg`,
      active: true,
      closed: false,
      archived: false,
      featured: true,
      acceptingOrders: true,
      negRisk: false,
      volume: '8000',
      volumeNum: 8000,
      volume24hr: 800,
      volume1wk: 2000,
      volume1mo: 4000,
      volume1yr: 8000,
      liquidity: '3000',
      liquidityNum: 3000,
      bestBid: 0.55,
      bestAsk: 0.57,
      spread: 0.02,
      lastTradePrice: 0.56,
      oneDayPriceChange: 0.01,
      orderPriceMinTickSize: 0.01,
      orderMinSize: 5,
      rewardsMinSize: 50,
      rewardsMaxSpread: 4.5,
      feesEnabled: false,
    });
    expect(JSON.parse(body.outcomes)).toEqual(['Yes', 'No']);
    expect(JSON.parse(body.clobTokenIds)).toEqual([tokenIdOf(204, 0), tokenIdOf(204, 1)]);
    expect(JSON.parse(body.outcomePrices)).toEqual(['0.56', '0.44']);
    expect(body).not.toHaveProperty('closedTime');
    expect(body).not.toHaveProperty('negRiskMarketID');
    expect(body.events).toHaveLength(1);
    expectWireTypes(body.events[0], MARKET_EVENT_TYPES, EVENT_CORE_OPTIONAL_TYPES);
    expect(body.events[0]).toMatchObject({
      id: '102',
      ticker: 'senate-control',
      slug: 'senate-control',
      title: 'Event senate-control',
      description: 'About senate-control.',
      resolutionSource: '',
      startDate: '2024-02-01T00:00:00.000Z',
      creationDate: '2024-02-01T00:00:00.000Z',
      endDate: '2026-11-03T00:00:00.000Z',
      createdAt: '2024-02-01T06:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
      image: `${ASSETS}/assets/icons/senate-control.svg`,
      icon: `${ASSETS}/assets/icons/senate-control.svg`,
      active: true,
      closed: false,
      archived: false,
      // The whole event, as the venue answers it: figures summed over its markets 204 and 205.
      negRisk: false,
      enableNegRisk: false,
      enableOrderBook: true,
      showAllOutcomes: true,
      featured: true,
      volume: 16000,
      volume24hr: 1600,
      volume1wk: 4000,
      volume1mo: 8000,
      volume1yr: 16000,
      liquidity: 5500,
      openInterest: 2750,
      commentCount: COMMENT_COUNTS[102],
      series: [],
      eventMetadata: {},
    });
    expect(body.events[0]).not.toHaveProperty('seriesSlug');
    expect(body.events[0]).not.toHaveProperty('startTime');
  });

  it("carries its event's series, and the period a recurring event covers", async () => {
    const [event] = (await market('208')).events;
    expect(event).toMatchObject({
      id: '104',
      seriesSlug: 'fed-decisions',
      // The series is monthly: the period ends with the event, a month after it starts.
      endDate: '2025-03-19T00:00:00.000Z',
      startTime: '2025-02-19T00:00:00.000Z',
    });
    expect(event?.['series']).toMatchObject([{ id: String(SERIES.fed), slug: 'fed-decisions' }]);
  });

  it('answers a market by condition id in any letter case', async () => {
    expect((await market(conditionIdOf(206))).id).toBe('206');
    expect((await market(conditionIdOf(206).toUpperCase().replace('0X', '0x'))).id).toBe('206');
  });

  it('keeps absolute images and serves the neg-risk fields', async () => {
    const body = await market('201');
    expect(body.image).toBe('https://cdn.example.org/m.png');
    expect(body).toMatchObject({
      negRisk: true,
      negRiskMarketID: NEG_RISK_MARKET_ID,
      groupItemTitle: 'Candidate 201',
    });
    expect(body.negRiskRequestID).toMatch(/^0x[f]+c9$/);
  });

  it('serves the fee schedule', async () => {
    const body = await market('206');
    expect(body).toMatchObject({ feesEnabled: true, takerBaseFee: 1000, makerBaseFee: 0 });
    expect(body.feeSchedule).toEqual({ rate: 0.25, exponent: 2, takerOnly: true, rebateRate: 0 });
  });

  it.each([
    ['201', ['0.41', '0.59']], // midpoint of a tight book
    ['209', ['0.225', '0.775']],
    ['202', ['0.33', '0.67']], // spread above 0.10: last trade
    ['207', ['0.15', '0.85']], // one side missing: last trade
    ['203', ['0.5', '0.5']], // no book, no trade
    ['211', ['1', '0']], // resolved to the first outcome
    ['212', ['0', '1']],
  ])('prices market %s as %j', async (id, prices) => {
    expect(JSON.parse((await market(id)).outcomePrices)).toEqual(prices);
  });

  it('omits the prices it does not have and serves decimal amounts exactly', async () => {
    const empty = await market('203');
    for (const field of ['bestBid', 'bestAsk', 'spread', 'lastTradePrice', 'oneDayPriceChange']) {
      expect(empty, field).not.toHaveProperty(field);
    }
    const oneSided = await market('207');
    expect(oneSided.bestAsk).toBe(0.2);
    expect(oneSided).not.toHaveProperty('bestBid');
    expect(oneSided).not.toHaveProperty('spread');
    expect(await market('209')).toMatchObject({ volume: '1500.5', volumeNum: 1500.5 });
  });

  it('serves the resolution of a closed market', async () => {
    const body = await market('211');
    expect(body).toMatchObject({
      closed: true,
      acceptingOrders: false,
      closedTime: '2023-12-31T12:00:00.000Z',
      umaResolutionStatus: 'resolved',
      umaResolutionStatuses: '["resolved"]',
      // It kept the prices it closed with.
      lastTradePrice: 0.99,
    });
    const open = await market('204');
    expect(open).toMatchObject({ umaResolutionStatuses: '[]' });
    expect(open).not.toHaveProperty('umaResolutionStatus');
  });

  it('serves the fields the venue adds: no AMM, when orders opened, its rewards', async () => {
    expect(await market('204')).toMatchObject({
      marketMakerAddress: '',
      acceptingOrdersTimestamp: '2024-02-01T00:00:00.000Z',
      clobRewards: [],
      oneWeekPriceChange: -0.02,
      oneMonthPriceChange: 0.05,
    });
    service.db
      .prepare('UPDATE markets SET rewards_daily_rate_micros = 2500000 WHERE id = 204')
      .run();
    expect((await market('204')).clobRewards).toEqual([
      {
        id: '204',
        conditionId: conditionIdOf(204),
        assetAddress: '0xC011a7E12a19f7B1f670d46F03B03f3342E82DFB',
        rewardsAmount: 0,
        rewardsDailyRate: 2.5,
        startDate: '2024-02-01',
        endDate: '2026-11-03',
      },
    ]);
  });

  it.each([['999'], ['not-a-market'], ['0x1234'], [`0x${'9'.repeat(64)}`]])(
    'answers 404 JSON for unknown %s',
    async (id) => {
      const response = await service.app.inject(`/markets/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: `market ${id} not found` });
    },
  );

  it('limits the lookup to the creator', async () => {
    expect((await market('204', `?creator=${WALLET_B}`)).id).toBe('204');
    expect((await market('204', `?creator=${SITE_ALPHA}`)).id).toBe('204');
    expect((await market(conditionIdOf(205), `?creator=${SITE_BETA}`)).id).toBe('205');
    for (const creator of [WALLET_A, SITE_BETA.replace('beta', 'gamma')]) {
      const response = await service.app.inject(`/markets/204?creator=${creator}`);
      expect(response.statusCode, creator).toBe(404);
      expect(response.json()).toEqual({ error: 'market 204 not found' });
    }
    const offSite = await service.app.inject(`/markets/201?creator=${SITE_BETA}`);
    expect(offSite.statusCode).toBe(404);
  });
});

describe('GET /markets items', () => {
  it('types every field and gives each market the four identity fields of its event', async () => {
    const response = await service.app.inject('/markets?limit=100');
    const markets = response.json();
    expect(markets).toHaveLength(12);
    for (const item of markets) {
      expectWireTypes(item, MARKET_TYPES, MARKET_OPTIONAL_TYPES);
      expect(JSON.parse(item.outcomes)).toEqual(['Yes', 'No']);
      expect(JSON.parse(item.clobTokenIds)).toEqual([
        tokenIdOf(Number(item.id), 0),
        tokenIdOf(Number(item.id), 1),
      ]);
      const prices = JSON.parse(item.outcomePrices).map(Number);
      expect(prices[0] + prices[1]).toBeCloseTo(1, 9);
      expect(item.events).toHaveLength(1);
      expect(Object.keys(item.events[0]).sort()).toEqual(Object.keys(EVENT_IDENTITY_TYPES).sort());
      expectWireTypes(item.events[0], EVENT_IDENTITY_TYPES);
    }
    expect(markets.find((item: { id: string }) => item.id === '209').events[0]).toEqual({
      id: '105',
      ticker: 'fed-june',
      slug: 'fed-june',
      title: 'Event fed-june',
    });
  });

  it('serves the same market fields in the list as by id', async () => {
    const [listed] = (await service.app.inject('/markets?id=206')).json();
    const single = await market('206');
    expect({ ...listed, events: undefined }).toEqual({ ...single, events: undefined });
  });
});
