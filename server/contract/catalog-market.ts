import { Type, type Static } from 'typebox';
import { IsoDate } from './common.js';

/** Event summary inside a market. Lists give the four identity fields; single retrieval all. */
export const MarketEventSummary = Type.Object({
  id: Type.String(),
  ticker: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.Optional(Type.String()),
  resolutionSource: Type.Optional(Type.String()),
  startDate: Type.Optional(IsoDate),
  creationDate: Type.Optional(IsoDate),
  endDate: Type.Optional(IsoDate),
  createdAt: Type.Optional(IsoDate),
  updatedAt: Type.Optional(IsoDate),
  image: Type.Optional(Type.String()),
  icon: Type.Optional(Type.String()),
  active: Type.Optional(Type.Boolean()),
  closed: Type.Optional(Type.Boolean()),
  archived: Type.Optional(Type.Boolean()),
});
export type MarketEventSummary = Static<typeof MarketEventSummary>;

export const FeeSchedule = Type.Object({
  rate: Type.Number(),
  exponent: Type.Number(),
  takerOnly: Type.Boolean(),
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
  competitive: Type.Number(),
  orderPriceMinTickSize: Type.Number(),
  orderMinSize: Type.Number(),
  makerBaseFee: Type.Number(),
  takerBaseFee: Type.Number(),
  feesEnabled: Type.Boolean(),
  feeSchedule: FeeSchedule,
  rewardsMinSize: Type.Number(),
  rewardsMaxSpread: Type.Number(),
};

/** Market as nested inside an event (no events field). */
export const MarketWithoutEvents = Type.Object(marketFields);
export type MarketWithoutEvents = Static<typeof MarketWithoutEvents>;

/** Market of the catalog surface. */
export const Market = Type.Object({ ...marketFields, events: Type.Array(MarketEventSummary) });
export type Market = Static<typeof Market>;
