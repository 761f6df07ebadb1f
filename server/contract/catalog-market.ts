import { Type, type Static } from 'typebox';
import { IsoDate } from './common.js';
import { eventCoreFields, SeriesWithoutEvents } from './catalog-event-core.js';

const { id, ticker, slug, title, ...eventDetails } = eventCoreFields;

/**
 * The event inside a market. Lists give the four identity fields; a single market
 * (GET /markets/{id}) the whole event with its series and metadata, as the venue does.
 */
export const MarketEventSummary = Type.Object({
  id,
  ticker,
  slug,
  title,
  ...Type.Partial(Type.Object(eventDetails)).properties,
  series: Type.Optional(Type.Array(SeriesWithoutEvents)),
  eventMetadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type MarketEventSummary = Static<typeof MarketEventSummary>;

export const FeeSchedule = Type.Object({
  rate: Type.Number(),
  exponent: Type.Number(),
  takerOnly: Type.Boolean(),
  rebateRate: Type.Number({ description: 'share of the fees rebated to makers' }),
});

/** A liquidity-rewards programme of a market. */
export const ClobReward = Type.Object({
  id: Type.String(),
  conditionId: Type.String(),
  assetAddress: Type.String(),
  rewardsAmount: Type.Number(),
  rewardsDailyRate: Type.Number(),
  startDate: Type.String({ description: 'YYYY-MM-DD' }),
  endDate: Type.String({ description: 'YYYY-MM-DD' }),
});

const marketFields = {
  id: Type.String({ description: 'numeric id as text' }),
  question: Type.String(),
  conditionId: Type.String(),
  slug: Type.String(),
  resolutionSource: Type.String(),
  image: Type.String(),
  icon: Type.String(),
  description: Type.String(),
  questionID: Type.String(),
  startDate: IsoDate,
  endDate: IsoDate,
  startDateIso: Type.String(),
  endDateIso: Type.String(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  closedTime: Type.Optional(IsoDate),
  outcomes: Type.String({ description: 'JSON-encoded array of outcome labels' }),
  outcomePrices: Type.String({ description: 'JSON-encoded array of decimal prices' }),
  clobTokenIds: Type.String({ description: 'JSON-encoded array of token ids' }),
  active: Type.Boolean(),
  closed: Type.Boolean(),
  archived: Type.Boolean(),
  featured: Type.Boolean(),
  acceptingOrders: Type.Boolean(),
  enableOrderBook: Type.Boolean(),
  negRisk: Type.Boolean(),
  negRiskMarketID: Type.Optional(Type.String()),
  negRiskRequestID: Type.Optional(Type.String()),
  groupItemTitle: Type.String(),
  marketMakerAddress: Type.String({ description: 'the AMM of the market; "" when none' }),
  volume: Type.String(),
  volumeNum: Type.Number(),
  volume24hr: Type.Number(),
  volume1wk: Type.Number(),
  volume1mo: Type.Number(),
  volume1yr: Type.Number(),
  liquidity: Type.String(),
  liquidityNum: Type.Number(),
  bestBid: Type.Optional(Type.Number()),
  bestAsk: Type.Optional(Type.Number()),
  lastTradePrice: Type.Optional(Type.Number()),
  spread: Type.Optional(Type.Number()),
  oneDayPriceChange: Type.Optional(Type.Number()),
  oneWeekPriceChange: Type.Optional(Type.Number()),
  oneMonthPriceChange: Type.Optional(Type.Number()),
  competitive: Type.Number(),
  orderPriceMinTickSize: Type.Number(),
  orderMinSize: Type.Number(),
  makerBaseFee: Type.Number(),
  takerBaseFee: Type.Number(),
  feesEnabled: Type.Boolean(),
  feeSchedule: FeeSchedule,
  rewardsMinSize: Type.Number(),
  rewardsMaxSpread: Type.Number(),
  clobRewards: Type.Array(ClobReward),
  umaResolutionStatus: Type.Optional(Type.String({ description: 'resolved once resolved' })),
  umaResolutionStatuses: Type.String({ description: 'JSON-encoded array of statuses so far' }),
  acceptingOrdersTimestamp: Type.Optional(IsoDate),
};

/** Market as nested inside an event (no events field). */
export const MarketWithoutEvents = Type.Object(marketFields);
export type MarketWithoutEvents = Static<typeof MarketWithoutEvents>;

/** Market of the catalog surface. */
export const Market = Type.Object({ ...marketFields, events: Type.Array(MarketEventSummary) });
export type Market = Static<typeof Market>;
