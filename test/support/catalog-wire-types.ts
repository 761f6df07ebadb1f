import { expect } from 'vitest';

/** JSON type of a wire field; `iso` is an ISO 8601 UTC date-time string. */
type WireType = 'string' | 'number' | 'integer' | 'boolean' | 'iso' | 'array' | 'object';
type WireTypes = Readonly<Record<string, WireType>>;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function expectWireType(value: unknown, type: WireType, field: string): void {
  const where = `field ${field}`;
  if (type === 'iso') {
    expect(value, where).toMatch(ISO_DATE_TIME);
    expect(Number.isNaN(Date.parse(value as string)), where).toBe(false);
  } else if (type === 'integer') {
    expect(Number.isInteger(value), where).toBe(true);
  } else if (type === 'array') {
    expect(Array.isArray(value), where).toBe(true);
  } else if (type === 'object') {
    expect(value !== null && typeof value === 'object' && !Array.isArray(value), where).toBe(true);
  } else {
    expect(typeof value, where).toBe(type);
  }
}

/** Every `required` field is present with its type; `optional` ones have their type if present. */
export function expectWireTypes(
  item: Record<string, unknown>,
  required: WireTypes,
  optional: WireTypes = {},
): void {
  for (const [field, type] of Object.entries(required)) {
    expect(item, `missing ${field}`).toHaveProperty(field);
    expectWireType(item[field], type, field);
  }
  for (const [field, type] of Object.entries(optional)) {
    if (field in item) expectWireType(item[field], type, field);
  }
}

export const MARKET_TYPES: WireTypes = {
  id: 'string',
  question: 'string',
  conditionId: 'string',
  slug: 'string',
  resolutionSource: 'string',
  image: 'string',
  icon: 'string',
  description: 'string',
  questionID: 'string',
  startDate: 'iso',
  endDate: 'iso',
  startDateIso: 'string',
  endDateIso: 'string',
  createdAt: 'iso',
  updatedAt: 'iso',
  outcomes: 'string',
  outcomePrices: 'string',
  clobTokenIds: 'string',
  active: 'boolean',
  closed: 'boolean',
  archived: 'boolean',
  featured: 'boolean',
  acceptingOrders: 'boolean',
  enableOrderBook: 'boolean',
  negRisk: 'boolean',
  groupItemTitle: 'string',
  volume: 'string',
  volumeNum: 'number',
  volume24hr: 'number',
  volume1wk: 'number',
  volume1mo: 'number',
  volume1yr: 'number',
  liquidity: 'string',
  liquidityNum: 'number',
  competitive: 'number',
  orderPriceMinTickSize: 'number',
  orderMinSize: 'number',
  makerBaseFee: 'number',
  takerBaseFee: 'number',
  feesEnabled: 'boolean',
  feeSchedule: 'object',
  rewardsMinSize: 'number',
  rewardsMaxSpread: 'number',
  // Beyond the specification's list, as the venue sends them.
  marketMakerAddress: 'string',
  clobRewards: 'array',
  umaResolutionStatuses: 'string',
};

export const MARKET_OPTIONAL_TYPES: WireTypes = {
  closedTime: 'iso',
  negRiskMarketID: 'string',
  negRiskRequestID: 'string',
  bestBid: 'number',
  bestAsk: 'number',
  lastTradePrice: 'number',
  spread: 'number',
  oneDayPriceChange: 'number',
  oneWeekPriceChange: 'number',
  oneMonthPriceChange: 'number',
  umaResolutionStatus: 'string',
  acceptingOrdersTimestamp: 'iso',
};

/** Event summary of a listed market. */
export const EVENT_IDENTITY_TYPES: WireTypes = {
  id: 'string',
  ticker: 'string',
  slug: 'string',
  title: 'string',
};

/** Event summary of a single market: the specification's full list. */
export const FULL_EVENT_SUMMARY_TYPES: WireTypes = {
  ...EVENT_IDENTITY_TYPES,
  description: 'string',
  resolutionSource: 'string',
  startDate: 'iso',
  creationDate: 'iso',
  endDate: 'iso',
  createdAt: 'iso',
  updatedAt: 'iso',
  image: 'string',
  icon: 'string',
  active: 'boolean',
  closed: 'boolean',
  archived: 'boolean',
};

export const TAG_TYPES: WireTypes = {
  id: 'string',
  label: 'string',
  slug: 'string',
  forceShow: 'boolean',
  createdAt: 'iso',
  updatedAt: 'iso',
  requiresTranslation: 'boolean',
};

/** An event without tags, markets and series (as inside a series). */
export const EVENT_CORE_TYPES: WireTypes = {
  ...FULL_EVENT_SUMMARY_TYPES,
  featured: 'boolean',
  negRisk: 'boolean',
  volume: 'number',
  volume24hr: 'number',
  liquidity: 'number',
  competitive: 'number',
  commentCount: 'integer',
  // Beyond the specification's list, as the venue sends them.
  volume1wk: 'number',
  volume1mo: 'number',
  volume1yr: 'number',
  openInterest: 'number',
  enableOrderBook: 'boolean',
  enableNegRisk: 'boolean',
  showAllOutcomes: 'boolean',
};

export const EVENT_CORE_OPTIONAL_TYPES: WireTypes = {
  negRiskMarketID: 'string',
  seriesSlug: 'string',
  startTime: 'iso',
};

/** The event of a single market: the whole event with its series, as the venue sends it. */
export const MARKET_EVENT_TYPES: WireTypes = {
  ...EVENT_CORE_TYPES,
  series: 'array',
  eventMetadata: 'object',
};

export const EVENT_TYPES: WireTypes = {
  ...EVENT_CORE_TYPES,
  tags: 'array',
  markets: 'array',
  series: 'array',
  eventMetadata: 'object',
};

export const SERIES_CORE_TYPES: WireTypes = {
  id: 'string',
  ticker: 'string',
  slug: 'string',
  title: 'string',
  seriesType: 'string',
  recurrence: 'string',
  image: 'string',
  icon: 'string',
  active: 'boolean',
  closed: 'boolean',
  archived: 'boolean',
  createdAt: 'iso',
  updatedAt: 'iso',
  volume: 'number',
  volume24hr: 'number',
  liquidity: 'number',
};
