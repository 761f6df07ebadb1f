// Catalog objects as an upstream sends them. A Marketdesk upstream sends every field of the
// contract's Market, Event, Series and Tag; the real venue leaves some out or adds others, so
// every field read here is optional and to-rows.ts gives a missing one a default.

export type WireNumber = number | string | null | undefined;

export interface WireTag {
  id: string | number;
  label?: string | null;
  slug?: string | null;
  forceShow?: boolean | null;
  requiresTranslation?: boolean | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export interface WireSeries {
  id: string | number;
  ticker?: string | null;
  slug?: string | null;
  title?: string | null;
  seriesType?: string | null;
  recurrence?: string | null;
  image?: string | null;
  icon?: string | null;
  active?: boolean | null;
  closed?: boolean | null;
  archived?: boolean | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export interface WireFeeSchedule {
  rate?: WireNumber;
  exponent?: WireNumber;
  takerOnly?: boolean | null;
}

export interface WireClobReward {
  rewardsDailyRate?: WireNumber;
}

export interface WireMarket {
  id: string | number;
  question?: string | null;
  conditionId?: string | null;
  slug?: string | null;
  resolutionSource?: string | null;
  image?: string | null;
  icon?: string | null;
  description?: string | null;
  questionID?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  closedTime?: string | null;
  outcomes?: string | null;
  outcomePrices?: string | null;
  clobTokenIds?: string | null;
  active?: boolean | null;
  closed?: boolean | null;
  archived?: boolean | null;
  featured?: boolean | null;
  acceptingOrders?: boolean | null;
  enableOrderBook?: boolean | null;
  negRisk?: boolean | null;
  negRiskMarketID?: string | null;
  negRiskRequestID?: string | null;
  groupItemTitle?: string | null;
  volume?: WireNumber;
  volumeNum?: WireNumber;
  volume24hr?: WireNumber;
  volume1wk?: WireNumber;
  volume1mo?: WireNumber;
  volume1yr?: WireNumber;
  liquidity?: WireNumber;
  liquidityNum?: WireNumber;
  bestBid?: WireNumber;
  bestAsk?: WireNumber;
  lastTradePrice?: WireNumber;
  oneDayPriceChange?: WireNumber;
  oneWeekPriceChange?: WireNumber;
  oneMonthPriceChange?: WireNumber;
  competitive?: WireNumber;
  orderPriceMinTickSize?: WireNumber;
  orderMinSize?: WireNumber;
  makerBaseFee?: WireNumber;
  takerBaseFee?: WireNumber;
  feeSchedule?: WireFeeSchedule | null;
  rewardsMinSize?: WireNumber;
  rewardsMaxSpread?: WireNumber;
  clobRewards?: WireClobReward[] | null;
  umaResolutionStatus?: string | null;
  openInterest?: WireNumber;
  /** The market's event (lists give its id, ticker, slug and title). */
  events?: { id: string | number }[] | null;
}

export interface WireEvent {
  id: string | number;
  ticker?: string | null;
  slug?: string | null;
  title?: string | null;
  description?: string | null;
  resolutionSource?: string | null;
  image?: string | null;
  icon?: string | null;
  startDate?: string | null;
  creationDate?: string | null;
  endDate?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  active?: boolean | null;
  closed?: boolean | null;
  archived?: boolean | null;
  featured?: boolean | null;
  negRisk?: boolean | null;
  negRiskMarketID?: string | null;
  volume?: WireNumber;
  volume24hr?: WireNumber;
  volume1wk?: WireNumber;
  volume1mo?: WireNumber;
  volume1yr?: WireNumber;
  liquidity?: WireNumber;
  competitive?: WireNumber;
  openInterest?: WireNumber;
  commentCount?: WireNumber;
  eventMetadata?: Record<string, unknown> | null;
  tags?: WireTag[] | null;
  series?: WireSeries[] | null;
  markets?: WireMarket[] | null;
}
