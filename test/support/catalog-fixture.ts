import type { EventRecord, MarketRecord } from '../../server/catalog/index.js';
import { createCatalogWriter } from '../../server/catalog/index.js';
import { inTransaction, type Database } from '../../server/storage/index.js';

/**
 * A small hand-built catalog whose every row is known, so catalog tests can assert exact
 * answers. Amounts below are in collateral units; the writer gets micro-units.
 */
export const WALLET_A = '0x' + 'a1'.repeat(20);
export const WALLET_B = '0x' + 'b2'.repeat(20);
export const SITE_ALPHA = 'alpha';
export const SITE_BETA = 'beta';

export const TAG = { politics: 1, elections: 2, crypto: 3, economy: 4 } as const;
/** politics is related to elections (related_tags on politics also matches elections). */
export const TAG_RELATION = [TAG.politics, TAG.elections] as const;
export const SERIES = { fed: 10, btc: 11 } as const;
export const EVENT = {
  election: 101,
  senate: 102,
  btc: 103,
  fedMarch: 104,
  fedJune: 105,
  oldCrypto: 106,
} as const;
export const NEG_RISK_MARKET_ID = '0x' + 'ee'.repeat(32);
export const ALL_MARKET_IDS = [201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212];

const micros = (value: number): number => Math.round(value * 1_000_000);
const iso = (date: string): string => new Date(date).toISOString();

export const conditionIdOf = (marketId: number): string =>
  '0x' + marketId.toString(16).padStart(64, 'c');
export const tokenIdOf = (marketId: number, outcomeIndex: number): string =>
  `${marketId}${'7'.repeat(30)}${outcomeIndex}`;
export const marketSlugOf = (marketId: number): string => `market-${marketId}`;

interface MarketSpec {
  id: number;
  eventId: number;
  volume: number;
  liquidity: number;
  start: string;
  end: string;
  creator: string;
  sites: string[];
  bid: number | null;
  ask: number | null;
  last: number | null;
  closed?: boolean;
  archived?: boolean;
  active?: boolean;
  winner?: number;
}

/** The markets of the fixture; prices are in collateral units (null when absent). */
// prettier-ignore
export const MARKET_SPECS: readonly MarketSpec[] = [
  { id: 201, eventId: 101, volume: 5000, liquidity: 1000, start: '2024-01-10', end: '2028-11-07', creator: WALLET_A, sites: [SITE_ALPHA], bid: 0.4, ask: 0.42, last: 0.41 },
  { id: 202, eventId: 101, volume: 3000, liquidity: 800, start: '2024-01-10', end: '2028-11-07', creator: WALLET_A, sites: [SITE_ALPHA], bid: 0.3, ask: 0.5, last: 0.33 },
  { id: 203, eventId: 101, volume: 1000, liquidity: 200, start: '2024-01-11', end: '2028-11-07', creator: WALLET_B, sites: [], bid: null, ask: null, last: null },
  { id: 204, eventId: 102, volume: 8000, liquidity: 3000, start: '2024-02-01', end: '2026-11-03', creator: WALLET_B, sites: [SITE_ALPHA, SITE_BETA], bid: 0.55, ask: 0.57, last: 0.56 },
  { id: 205, eventId: 102, volume: 8000, liquidity: 2500, start: '2024-02-01', end: '2026-11-03', creator: WALLET_A, sites: [SITE_BETA], bid: 0.44, ask: 0.46, last: null },
  { id: 206, eventId: 103, volume: 12000, liquidity: 5000, start: '2024-03-01', end: '2025-12-31', creator: WALLET_B, sites: [], bid: 0.1, ask: 0.12, last: 0.11 },
  { id: 207, eventId: 103, volume: 700, liquidity: 100, start: '2024-03-05', end: '2025-12-31', creator: WALLET_A, sites: [SITE_ALPHA], bid: null, ask: 0.2, last: 0.15 },
  { id: 208, eventId: 104, volume: 2500, liquidity: 900, start: '2024-01-20', end: '2025-03-19', creator: WALLET_A, sites: [], bid: 0.7, ask: 0.72, last: 0.7 },
  { id: 209, eventId: 105, volume: 1500.5, liquidity: 400, start: '2024-04-01', end: '2025-06-18', creator: WALLET_B, sites: [SITE_BETA], bid: 0.2, ask: 0.25, last: 0.2 },
  { id: 210, eventId: 105, volume: 0, liquidity: 0, start: '2024-04-02', end: '2025-06-18', creator: '', sites: [], bid: null, ask: null, last: 0.05 },
  { id: 211, eventId: 106, volume: 9000, liquidity: 0, start: '2023-01-01', end: '2023-12-31', creator: WALLET_A, sites: [SITE_ALPHA], bid: null, ask: null, last: 0.99, closed: true, winner: 0 },
  { id: 212, eventId: 106, volume: 400, liquidity: 0, start: '2023-01-01', end: '2023-12-31', creator: WALLET_B, sites: [], bid: null, ask: null, last: 0.02, closed: true, archived: true, active: false, winner: 1 },
];

/** Comments per event (replies included); one more comment sits on a series. */
export const COMMENT_COUNTS: Readonly<Record<number, number>> = { 101: 3, 102: 1 };

function marketRecord(spec: MarketSpec, negRisk: boolean): MarketRecord {
  const closed = spec.closed ?? false;
  const optional = (value: number | null) => (value === null ? null : micros(value));
  return {
    id: spec.id,
    eventId: spec.eventId,
    conditionId: conditionIdOf(spec.id),
    questionId: '0x' + spec.id.toString(16).padStart(64, 'd'),
    question: `Question of market ${spec.id}?`,
    slug: marketSlugOf(spec.id),
    description: `Resolution rules of market ${spec.id}.`,
    resolutionSource: 'https://example.org/source',
    image:
      spec.id % 2 === 0 ? `/assets/icons/market-${spec.id}.svg` : 'https://cdn.example.org/m.png',
    icon: `/assets/icons/market-${spec.id}.svg`,
    groupItemTitle: negRisk ? `Candidate ${spec.id}` : '',
    tokens: [
      { tokenId: tokenIdOf(spec.id, 0), outcome: 'Yes' },
      { tokenId: tokenIdOf(spec.id, 1), outcome: 'No' },
    ],
    startDate: iso(spec.start),
    endDate: iso(spec.end),
    createdAt: iso(`${spec.start}T08:00:00Z`),
    updatedAt: iso('2025-01-01T00:00:00Z'),
    closedTime: closed ? iso(`${spec.end}T12:00:00Z`) : null,
    active: spec.active ?? true,
    closed,
    archived: spec.archived ?? false,
    featured: spec.id === 204,
    acceptingOrders: !closed,
    enableOrderBook: true,
    negRisk,
    negRiskMarketId: negRisk ? NEG_RISK_MARKET_ID : '',
    negRiskRequestId: negRisk ? '0x' + spec.id.toString(16).padStart(64, 'f') : '',
    tickSizeMicros: 10_000,
    minOrderSizeMicros: 5_000_000,
    makerBaseFeeBps: 0,
    takerBaseFeeBps: spec.id === 206 ? 1000 : 0,
    feeRateMicros: spec.id === 206 ? 250_000 : 0,
    feeExponent: spec.id === 206 ? 2 : 0,
    feeTakerOnly: true,
    rewardsDailyRateMicros: 0,
    rewardsMinSizeMicros: micros(50),
    rewardsMaxSpreadMicros: micros(4.5),
    creator: spec.creator,
    winningOutcomeIndex: spec.winner ?? null,
    stats: {
      volumeMicros: micros(spec.volume),
      volume24hrMicros: micros(spec.volume / 10),
      volume1wkMicros: micros(spec.volume / 4),
      volume1moMicros: micros(spec.volume / 2),
      volume1yrMicros: micros(spec.volume),
      liquidityMicros: micros(spec.liquidity),
      bestBidMicros: optional(spec.bid),
      bestAskMicros: optional(spec.ask),
      lastTradePriceMicros: optional(spec.last),
      oneDayPriceChangeMicros: spec.last === null ? null : micros(0.01),
      oneWeekPriceChangeMicros: spec.last === null ? null : micros(-0.02),
      oneMonthPriceChangeMicros: spec.last === null ? null : micros(0.05),
      openInterestMicros: micros(spec.liquidity / 2),
      competitiveMicros: micros(spec.id / 1000),
    },
  };
}

function eventRecord(
  id: number,
  slug: string,
  dates: [string, string],
  extra: Partial<EventRecord> = {},
): EventRecord {
  return {
    id,
    ticker: slug,
    slug,
    title: `Event ${slug}`,
    description: `About ${slug}.`,
    resolutionSource: '',
    image: `/assets/icons/${slug}.svg`,
    icon: `/assets/icons/${slug}.svg`,
    startDate: iso(dates[0]),
    creationDate: iso(dates[0]),
    endDate: iso(dates[1]),
    createdAt: iso(`${dates[0]}T06:00:00Z`),
    updatedAt: iso('2025-01-02T00:00:00Z'),
    active: true,
    closed: false,
    archived: false,
    featured: false,
    negRisk: false,
    negRiskMarketId: '',
    eventMetadata: {},
    tagIds: [],
    seriesIds: [],
    ...extra,
  };
}

export const EVENT_RECORDS: readonly EventRecord[] = [
  eventRecord(101, 'us-election-2028', ['2024-01-10', '2028-11-07'], {
    negRisk: true,
    negRiskMarketId: NEG_RISK_MARKET_ID,
    tagIds: [TAG.elections],
    eventMetadata: { context_description: 'Three candidates.' },
  }),
  eventRecord(102, 'senate-control', ['2024-02-01', '2026-11-03'], {
    tagIds: [TAG.politics],
    featured: true,
  }),
  eventRecord(103, 'btc-above-100k', ['2024-03-01', '2025-12-31'], {
    tagIds: [TAG.crypto],
    seriesIds: [SERIES.btc],
  }),
  eventRecord(104, 'fed-march', ['2024-01-20', '2025-03-19'], {
    tagIds: [TAG.economy],
    seriesIds: [SERIES.fed],
  }),
  eventRecord(105, 'fed-june', ['2024-04-01', '2025-06-18'], {
    tagIds: [TAG.economy, TAG.politics],
    seriesIds: [SERIES.fed],
  }),
  eventRecord(106, 'btc-2023', ['2023-01-01', '2023-12-31'], {
    tagIds: [TAG.crypto],
    seriesIds: [SERIES.btc],
    closed: true,
    archived: true,
  }),
];

/** Writes the fixture catalog into a migrated database. */
export function fillCatalogFixture(db: Database): void {
  const writer = createCatalogWriter(db);
  inTransaction(db, () => {
    const tagDates = { createdAt: iso('2023-06-01'), updatedAt: iso('2024-06-01') };
    writer.addTag({
      id: TAG.politics,
      label: 'Politics',
      slug: 'politics',
      forceShow: true,
      ...tagDates,
    });
    writer.addTag({ id: TAG.elections, label: 'Elections', slug: 'elections', ...tagDates });
    writer.addTag({ id: TAG.crypto, label: 'Crypto', slug: 'crypto', ...tagDates });
    writer.addTag({ id: TAG.economy, label: 'Economy', slug: 'economy', ...tagDates });
    writer.relateTags(...TAG_RELATION);
    const series = {
      seriesType: 'single',
      image: '/assets/icons/series.svg',
      icon: 'https://cdn.example.org/s.png',
      active: true,
      archived: false,
      ...tagDates,
    };
    writer.addSeries({
      id: SERIES.fed,
      ticker: 'fed',
      slug: 'fed-decisions',
      title: 'Fed decisions',
      recurrence: 'monthly',
      closed: false,
      ...series,
    });
    writer.addSeries({
      id: SERIES.btc,
      ticker: 'btc',
      slug: 'btc-yearly',
      title: 'BTC yearly',
      recurrence: 'yearly',
      closed: true,
      ...series,
    });
    for (const event of EVENT_RECORDS) writer.addEvent(event);
    writer.addSite(SITE_ALPHA, 'Alpha');
    writer.addSite(SITE_BETA, 'Beta');
    for (const spec of MARKET_SPECS) {
      writer.addMarket(marketRecord(spec, spec.eventId === EVENT.election));
      for (const site of spec.sites) writer.listOnSite(site, spec.id);
    }
    writer.refreshEventAggregates();
    const comment = {
      body: 'Looks close.',
      userAddress: WALLET_A,
      replyAddress: null,
      createdAt: iso('2024-05-01'),
      updatedAt: iso('2024-05-01'),
      reportCount: 0,
    };
    writer.addComment({
      ...comment,
      id: 1,
      parentEntityType: 'Event',
      parentEntityId: 101,
      parentCommentId: null,
    });
    writer.addComment({
      ...comment,
      id: 2,
      parentEntityType: 'Event',
      parentEntityId: 101,
      parentCommentId: 1,
    });
    writer.addComment({
      ...comment,
      id: 3,
      parentEntityType: 'Event',
      parentEntityId: 101,
      parentCommentId: null,
    });
    writer.addComment({
      ...comment,
      id: 4,
      parentEntityType: 'Event',
      parentEntityId: 102,
      parentCommentId: null,
    });
    writer.addComment({
      ...comment,
      id: 5,
      parentEntityType: 'Series',
      parentEntityId: 101,
      parentCommentId: null,
    });
  });
}
