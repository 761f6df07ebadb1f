// Catalog objects with every field the venue's catalog host sends, built from its documented
// field names and the kinds of values it writes (generated, not captured): plain binary,
// neg-risk, sports (moneyline, spreads, totals), legacy scalar AMM, resolved and closed markets;
// events with sports scores, series and tags; series, tags, sports and teams.
import {
  hex32,
  isoDate,
  longFloat,
  microsIso,
  postgresTime,
  secondsIso,
  tokenId,
  venueArray,
  venueId,
} from './venue-values.js';

export type Json = Record<string, unknown>;

export type MarketKind =
  'binary' | 'negRisk' | 'sports' | 'scalarLegacy' | 'resolved' | 'noBid' | 'noEndDate';

export type EventKind = 'plain' | 'negRisk' | 'sports' | 'legacy' | 'resolved';

const DAY = 86_400_000;
/** Catalog objects were made and last changed before this (the replay's updates come later). */
export const CATALOG_EPOCH = Date.parse('2026-05-01T00:00:00Z');
const USDC = '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174';
const S3 = 'https://venue-assets.example/upload';

export function makeTag(id: number, random: () => number): Json {
  const created = CATALOG_EPOCH - (400 + id) * DAY;
  const tag: Json = {
    id: venueId(id),
    label: `Topic ${id}`,
    slug: `topic-${id}`,
    forceShow: id % 7 === 0,
    createdAt: microsIso(created, id),
    updatedAt: microsIso(created + Math.floor(random() * 300) * DAY, id + 1),
    requiresTranslation: false,
  };
  // Older tags carry the editorial fields; newer ones leave them out.
  if (id % 3 === 0) {
    Object.assign(tag, {
      publishedAt: `${isoDate(created)} 17:45:37.263+00`,
      createdBy: 12,
      updatedBy: 15,
      forceHide: false,
      isCarousel: id % 2 === 0,
    });
  }
  return tag;
}

export function makeSeries(id: number, random: () => number): Json {
  const created = CATALOG_EPOCH - (600 + id) * DAY;
  return {
    id: venueId(id),
    ticker: `series-${id}`,
    slug: `series-${id}`,
    title: `Series ${id}`,
    seriesType: 'single',
    recurrence: ['daily', 'weekly', 'monthly', '5m'][id % 4],
    image: id % 2 === 0 ? '' : `${S3}/series-${id}.png`,
    icon: id % 2 === 0 ? '' : `${S3}/series-${id}.png`,
    layout: 'default',
    active: true,
    closed: false,
    archived: false,
    new: false,
    featured: false,
    restricted: true,
    publishedAt: `${isoDate(created)} 19:17:35.835+00`,
    createdBy: '15',
    updatedBy: '15',
    createdAt: new Date(created).toISOString(),
    updatedAt: microsIso(created + 500 * DAY, id),
    commentsEnabled: false,
    competitive: '0',
    volume24hr: longFloat(random, 2_000_000),
    volume: longFloat(random, 40_000_000),
    liquidity: longFloat(random, 5_000_000),
    startDate: secondsIso(created),
    commentCount: Math.floor(random() * 9000),
    requiresTranslation: false,
  };
}

export function makeSport(id: number, seriesId: number, tagIds: readonly number[]): Json {
  return {
    id,
    sport: `league${id}`,
    image: `${S3}/league-${id}.png`,
    resolution: `https://league-${id}.example/results`,
    ordering: id % 2 === 0 ? 'home' : 'away',
    tags: tagIds.join(','),
    series: String(seriesId),
    createdAt: microsIso(CATALOG_EPOCH - 300 * DAY + id * 1000, id),
  };
}

export function makeTeam(id: number, sportId: number): Json {
  const created = CATALOG_EPOCH - 200 * DAY + id * 60_000;
  const team: Json = {
    id,
    name: `Team ${id}`,
    league: `league${sportId}`,
    record: id % 4 === 0 ? '' : `${id % 17}-${id % 11}`,
    logo: `${S3}/team-${id}.png`,
    abbreviation: `t${id}`,
    alias: id % 5 === 0 ? '' : `The ${id}s`,
    createdAt: microsIso(created, id),
    updatedAt: microsIso(created + DAY, id),
  };
  if (id % 2 === 0) Object.assign(team, { providerId: 90_000 + id, color: '#1D428A' });
  return team;
}

interface MarketPlan {
  id: number;
  kind: MarketKind;
  /** The event's neg-risk market id, for a member of a neg-risk event. */
  negRiskMarketId: string;
  /** Index of the market in its event (group item). */
  index: number;
  created: number;
  random: () => number;
}

function outcomesOf(plan: MarketPlan): string[] {
  if (plan.kind === 'sports') return [`Team ${plan.id}`, `Team ${plan.id + 1}`];
  if (plan.kind === 'scalarLegacy') return ['Long', 'Short'];
  return plan.id % 5 === 0 ? ['Up', 'Down'] : ['Yes', 'No'];
}

function pricesOf(plan: MarketPlan): string[] {
  if (plan.kind === 'resolved') return plan.id % 2 === 0 ? ['1', '0'] : ['0', '1'];
  if (plan.kind === 'scalarLegacy') {
    // A legacy AMM's prices with every digit it computed.
    const long = `0.${String(5843311669077693146635445446077281n + BigInt(plan.id))}`;
    const rest = (1 - Number(long)).toFixed(34);
    return [long, rest];
  }
  const yes = Math.round(plan.random() * 990 + 5) / 1000;
  return [String(yes), String(Math.round((1 - yes) * 1000) / 1000)];
}

/** A market with every field the venue sends for its kind. */
export function makeMarket(plan: MarketPlan): Json {
  const { id, kind, random, created } = plan;
  const start = created + 3 * 60_000;
  const end = created + (30 + (id % 60)) * DAY;
  const closed = kind === 'resolved' || kind === 'scalarLegacy';
  const outcomes = outcomesOf(plan);
  const volume = longFloat(random, 80_000);
  const liquidity = longFloat(random, 20_000);
  const conditionId = hex32(id, 1);
  const market: Json = {
    id: venueId(id),
    question: `Question ${id}?`,
    conditionId,
    slug: `question-${id}`,
    resolutionSource: kind === 'negRisk' ? '' : `https://source-${id % 9}.example/data`,
    endDate: secondsIso(end),
    liquidity: String(liquidity),
    startDate: microsIso(start, id),
    image: `${S3}/market-${id}.png`,
    icon: `${S3}/market-${id}.png`,
    description: `This market resolves "Yes" when event ${id} happens.\nOtherwise "No".`,
    outcomes: venueArray(outcomes),
    outcomePrices: venueArray(pricesOf(plan)),
    volume: String(volume),
    active: true,
    closed,
    marketMakerAddress: '',
    createdAt: microsIso(created, id),
    updatedAt: microsIso(created + 2 * DAY + id * 1000, id + 3),
    new: false,
    featured: id % 11 === 0,
    submitted_by: '0x91430CaD2d3975766499717fA0D66A78D814E5c5',
    archived: false,
    resolvedBy: '0x6A9D222616C90FcA5754cd1333cFD9b7fb6a4F74',
    restricted: true,
    groupItemTitle: kind === 'negRisk' ? `Option ${plan.index + 1}` : '',
    groupItemThreshold: String(plan.index),
    questionID: hex32(id, 2),
    enableOrderBook: true,
    orderPriceMinTickSize: id % 3 === 0 ? 0.001 : 0.01,
    orderMinSize: 5,
    volumeNum: volume,
    liquidityNum: liquidity,
    endDateIso: isoDate(end),
    startDateIso: isoDate(start),
    hasReviewedDates: true,
    volume24hr: longFloat(random, 30_000),
    volume1wk: longFloat(random, 50_000),
    volume1mo: longFloat(random, 70_000),
    volume1yr: volume,
    clobTokenIds: venueArray(outcomes.map((_, outcome) => tokenId(id, outcome))),
    umaBond: '500',
    umaReward: '5',
    volume24hrClob: longFloat(random, 30_000),
    volume1wkClob: longFloat(random, 50_000),
    volume1moClob: longFloat(random, 70_000),
    volume1yrClob: volume,
    volumeClob: volume,
    liquidityClob: liquidity,
    customLiveness: 0,
    makerBaseFee: 1000,
    takerBaseFee: 1000,
    acceptingOrders: !closed,
    negRisk: kind === 'negRisk',
    negRiskMarketID: plan.negRiskMarketId,
    negRiskRequestID: kind === 'negRisk' ? hex32(id, 3) : '',
    ready: false,
    funded: false,
    acceptingOrdersTimestamp: secondsIso(start + 8000),
    cyom: false,
    competitive: random() * 0.2 + 0.8,
    pagerDutyNotificationEnabled: false,
    approved: true,
    clobRewards: [
      {
        id: venueId(20_000 + id),
        conditionId,
        assetAddress: USDC,
        rewardsAmount: 0,
        rewardsDailyRate: id % 4 === 0 ? 0.5 : 1,
        startDate: isoDate(start),
        endDate: '2500-12-31',
      },
    ],
    rewardsMinSize: 50,
    rewardsMaxSpread: 4.5,
    spread: 0.01,
    oneDayPriceChange: -0.0125,
    oneHourPriceChange: 0,
    oneWeekPriceChange: 0.034999999999999976,
    oneMonthPriceChange: -0.1,
    oneYearPriceChange: 0,
    lastTradePrice: 0.49,
    bestBid: 0.485,
    bestAsk: 0.495,
    automaticallyActive: true,
    clearBookOnStart: false,
    seriesColor: '',
    showGmpSeries: false,
    showGmpOutcome: false,
    manualActivation: false,
    negRiskOther: false,
    umaResolutionStatuses: '[]',
    pendingDeployment: false,
    deploying: false,
    deployingTimestamp: microsIso(created + 5000, id),
    rfqEnabled: false,
    eventStartTime: secondsIso(start),
    holdingRewardsEnabled: false,
    feesEnabled: true,
    requiresTranslation: false,
    makerRebatesFeeShareBps: 10_000,
    feeType: 'crypto_fees',
    feeSchedule: { exponent: 2, rate: 0.25, takerOnly: true, rebateRate: 0.2 },
  };
  return shapeByKind(market, plan, { start, end });
}

function shapeByKind(market: Json, plan: MarketPlan, times: { start: number; end: number }): Json {
  const { id, kind } = plan;
  switch (kind) {
    case 'sports':
      return Object.assign(market, {
        sportsMarketType: ['moneyline', 'spreads', 'totals', 'map_handicap'][id % 4],
        line: id % 4 === 0 ? null : -1.5 - (id % 3),
        gameStartTime: postgresTime(times.end - DAY),
        secondsDelay: 3,
        umaEndDate: secondsIso(times.end + 3_600_000),
        feeType: 'sports_fees_v2',
        feeSchedule: { exponent: 1, rate: 0.03, rebateRate: 0.25, takerOnly: true },
      });
    case 'noBid': {
      // One side of the book is empty: the venue still sends a spread.
      delete market['bestBid'];
      return Object.assign(market, { spread: 1, bestAsk: 1, lastTradePrice: 0 });
    }
    case 'noEndDate': {
      delete market['endDate'];
      delete market['endDateIso'];
      return market;
    }
    case 'resolved':
      return Object.assign(market, {
        closedTime: postgresTime(times.end),
        umaResolutionStatus: 'resolved',
        umaResolutionStatuses: '["proposed", "resolved"]',
        automaticallyResolved: true,
        umaEndDate: secondsIso(times.end),
        bestBid: 0,
        bestAsk: 1,
        spread: 1,
        lastTradePrice: 1,
      });
    case 'scalarLegacy':
      return legacyScalar(market, plan);
    default:
      return market;
  }
}

/** A 2020-era AMM market: scalar bounds, no order book, its own fields and none of the new. */
function legacyScalar(market: Json, plan: MarketPlan): Json {
  for (const key of [
    'startDate',
    'startDateIso',
    'enableOrderBook',
    'acceptingOrders',
    'acceptingOrdersTimestamp',
    'negRiskRequestID',
    'clobRewards',
    'feeSchedule',
    'makerRebatesFeeShareBps',
    'bestBid',
    'bestAsk',
    'spread',
    'eventStartTime',
    'deployingTimestamp',
    'seriesColor',
  ]) {
    delete market[key];
  }
  const volume = 46_944.579746 + plan.id;
  return Object.assign(market, {
    marketType: 'scalar',
    lowerBound: '8000000000',
    upperBound: '20000000000',
    fpmmLive: true,
    twitterCardImage: `${S3}/card.png`,
    category: 'Crypto',
    marketMakerAddress: '0xEb70cbb241d2947aa2c145B9F8F9dd97309e54B7',
    closedTime: '2021-01-02 21:45:52+00',
    volume: volume.toFixed(6),
    volumeNum: Math.round(volume * 100) / 100,
    liquidity: '4.601742',
    liquidityNum: 4.6,
    liquidityAmm: 0,
    volume1moAmm: 0,
    volume1wkAmm: 0,
    volume1yrAmm: 0,
    feeType: null,
    feesEnabled: false,
    readyForCron: false,
    updatedBy: 15,
    creator: '',
  });
}

interface EventPlan {
  id: number;
  kind: EventKind;
  created: number;
  random: () => number;
  tags: Json[];
  series: Json[];
  markets: { id: number; kind: MarketKind }[];
}

/** An event with its markets (without their `events`), tags and series as the venue nests them. */
export function makeEvent(plan: EventPlan): Json {
  const { id, kind, created, random } = plan;
  const negRiskMarketId = kind === 'negRisk' ? hex32(id, 9) : '';
  const markets = plan.markets.map((market, index) =>
    makeMarket({
      ...market,
      negRiskMarketId,
      index,
      created: created + index * 60_000,
      random,
    }),
  );
  const end = created + 45 * DAY;
  const closed = kind === 'legacy' || kind === 'resolved';
  const event: Json = {
    id: venueId(id),
    ticker: `event-${id}`,
    slug: `event-${id}`,
    title: `Event ${id}`,
    description: `Event ${id} is about "something" happening.`,
    resolutionSource: '',
    startDate: microsIso(created + 90_000, id),
    creationDate: microsIso(created + 90_000, id + 1),
    endDate: secondsIso(end),
    image: `${S3}/event-${id}.png`,
    icon: `${S3}/event-${id}.png`,
    active: true,
    closed,
    archived: false,
    new: false,
    featured: id % 13 === 0,
    restricted: true,
    liquidity: longFloat(random, 50_000),
    volume: longFloat(random, 90_000),
    openInterest: id % 2 === 0 ? 0 : longFloat(random, 9000),
    createdAt: microsIso(created, id + 2),
    updatedAt: microsIso(created + 2 * DAY + id * 1000, id + 5),
    competitive: random() * 0.2 + 0.8,
    volume24hr: longFloat(random, 30_000),
    volume1wk: longFloat(random, 40_000),
    volume1mo: longFloat(random, 60_000),
    volume1yr: longFloat(random, 90_000),
    enableOrderBook: kind !== 'legacy',
    liquidityClob: longFloat(random, 50_000),
    negRisk: kind === 'negRisk',
    commentCount: Math.floor(random() * 400),
    markets,
    series: plan.series,
    tags: plan.tags,
    cyom: false,
    showAllOutcomes: true,
    showMarketImages: kind !== 'sports',
    enableNegRisk: kind === 'negRisk',
    automaticallyActive: true,
    negRiskAugmented: false,
    pendingDeployment: false,
    deploying: false,
    requiresTranslation: false,
    eventMetadata: {
      context_description: `Background of event ${id}.`,
      priceToBeat: 69047.89810564333,
    },
  };
  if (negRiskMarketId)
    Object.assign(event, { negRiskMarketID: negRiskMarketId, cumulativeMarkets: false });
  if (plan.series.length > 0) event['seriesSlug'] = plan.series[0]!['slug'];
  if (id % 4 === 1)
    Object.assign(event, {
      deployingTimestamp: microsIso(created, id),
      gmpChartMode: 'default',
      estimateValue: false,
    });
  if (id % 6 === 2) Object.assign(event, { sortBy: 'price', startTime: secondsIso(created + DAY) });
  if (kind === 'plain' && id % 5 === 0) Object.assign(event, { countryName: '', electionType: '' });
  if (kind === 'sports') {
    Object.assign(event, {
      gameId: 1_400_000 + id,
      score: id % 2 === 0 ? '000-000|2-0|Bo3' : '',
      period: id % 2 === 0 ? '2/3' : 'NS',
      eventWeek: 1 + (id % 17),
      live: false,
      ended: id % 2 === 0,
      eventDate: isoDate(end - DAY),
      startTime: secondsIso(end - DAY),
      featuredOrder: id % 3,
    });
  }
  if (closed) {
    Object.assign(event, {
      closedTime: postgresTime(end),
      automaticallyResolved: kind === 'resolved',
    });
  }
  return event;
}

/** The market kinds of an event of a kind, one market per entry. */
export function marketKindsOf(kind: EventKind, id: number): MarketKind[] {
  switch (kind) {
    case 'negRisk':
      return ['negRisk', 'negRisk', 'negRisk'];
    case 'sports':
      return ['sports', 'sports'];
    case 'legacy':
      return ['scalarLegacy'];
    case 'resolved':
      return ['resolved', 'resolved'];
    default:
      return id % 3 === 0
        ? ['noBid', 'binary']
        : id % 3 === 1
          ? ['binary', 'noEndDate']
          : ['binary'];
  }
}
