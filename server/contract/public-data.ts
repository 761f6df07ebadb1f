import { Type, type Static } from 'typebox';
import { QueryList } from './common.js';
import {
  Address,
  ConditionIds,
  Side,
  SortDirection,
  UnixBound,
  bounded,
  marketFields,
  traderProfile,
} from './public-data-parts.js';

// Public data (GET /trades, /activity, /closed-positions): the specification's field lists.
// Timestamps are Unix seconds; `asset` is the condition id, a colon, then the outcome index.

export const PublicTradesQuery = Type.Object({
  limit: bounded(10_000, 100),
  offset: bounded(10_000, 0),
  takerOnly: Type.Boolean({
    default: true,
    description: 'false: the maker side of every fill too (one row per side)',
  }),
  filterType: Type.Optional(Type.Enum(['CASH', 'TOKENS'], { description: 'needs filterAmount' })),
  filterAmount: Type.Optional(
    Type.Number({ minimum: 0, description: 'CASH: usdcSize at least; TOKENS: size at least' }),
  ),
  market: Type.Optional(ConditionIds),
  user: Type.Optional(Address),
  side: Type.Optional(Side),
});
export type PublicTradesQuery = Static<typeof PublicTradesQuery>;

/** GET /trades items: one side of one fill. */
export const PublicTrade = Type.Object({
  proxyWallet: Type.String({ description: 'the wallet that traded (the order maker/funder)' }),
  side: Type.String({ description: 'BUY or SELL' }),
  asset: Type.String(),
  conditionId: Type.String(),
  size: Type.Number(),
  price: Type.Number(),
  timestamp: Type.Integer(),
  usdcSize: Type.Number(),
  ...marketFields,
  outcomeIndex: Type.Integer(),
  ...traderProfile,
  transactionHash: Type.String(),
});
export type PublicTrade = Static<typeof PublicTrade>;

export const activityTypes = [
  'TRADE',
  'SPLIT',
  'MERGE',
  'REDEEM',
  'REWARD',
  'CONVERSION',
  'YIELD',
  'MAKER_REBATE',
  'TAKER_REBATE',
  'REFERRAL_REWARD',
] as const;

export const ActivityQuery = Type.Object({
  user: Address,
  limit: bounded(500, 100),
  offset: bounded(10_000, 0),
  market: Type.Optional(ConditionIds),
  type: Type.Optional(QueryList(Type.Enum([...activityTypes]), 'activity types')),
  start: Type.Optional(UnixBound('Unix seconds; rows at or after it')),
  end: Type.Optional(UnixBound('Unix seconds; rows at or before it')),
  side: Type.Optional(Type.Enum(['BUY', 'SELL'], { description: 'applies to TRADE rows only' })),
  sortBy: Type.Enum(['TIMESTAMP', 'TOKENS', 'CASH'], { default: 'TIMESTAMP' }),
  sortDirection: SortDirection,
});
export type ActivityQuery = Static<typeof ActivityQuery>;

/** GET /activity items; rows other than TRADE carry side "" and price 0. */
export const ActivityEvent = Type.Object({
  proxyWallet: Type.String(),
  timestamp: Type.Integer(),
  conditionId: Type.String(),
  type: Type.String({ description: 'TRADE or REDEEM on this venue' }),
  size: Type.Number(),
  usdcSize: Type.Number(),
  transactionHash: Type.String(),
  price: Type.Number(),
  asset: Type.String(),
  side: Type.String(),
  outcomeIndex: Type.Integer(),
  ...marketFields,
  ...traderProfile,
});
export type ActivityEvent = Static<typeof ActivityEvent>;

export const closedPositionSorts = [
  'REALIZEDPNL',
  'TITLE',
  'PRICE',
  'AVGPRICE',
  'TIMESTAMP',
] as const;

export const ClosedPositionsQuery = Type.Object({
  user: Address,
  market: Type.Optional(ConditionIds),
  title: Type.Optional(
    Type.String({ maxLength: 100, description: 'case-insensitive substring of the title' }),
  ),
  limit: bounded(50, 10),
  offset: bounded(100_000, 0),
  sortBy: Type.Enum([...closedPositionSorts], { default: 'REALIZEDPNL' }),
  sortDirection: SortDirection,
});
export type ClosedPositionsQuery = Static<typeof ClosedPositionsQuery>;

/**
 * GET /closed-positions items: a position of a resolved market or one sold down to nothing.
 * Nothing is held (size 0, currentValue 0); initialValue is what the shares bought cost, so
 * cashPnl = realizedPnl = proceeds and payouts minus that cost.
 */
export const ClosedPosition = Type.Object({
  proxyWallet: Type.String(),
  asset: Type.String(),
  conditionId: Type.String(),
  size: Type.Number(),
  avgPrice: Type.Number({ description: 'average price paid per share bought, fees included' }),
  initialValue: Type.Number(),
  currentValue: Type.Number(),
  cashPnl: Type.Number(),
  totalBought: Type.Number({ description: 'shares bought' }),
  realizedPnl: Type.Number(),
  percentPnl: Type.Number(),
  percentRealizedPnl: Type.Number(),
  curPrice: Type.Number({ description: '1 or 0 once resolved; else the last trade price' }),
  redeemable: Type.Boolean(),
  mergeable: Type.Boolean(),
  ...marketFields,
  oppositeOutcome: Type.String(),
  oppositeAsset: Type.String(),
  outcomeIndex: Type.Integer(),
  timestamp: Type.Integer({ description: 'when the position closed' }),
  endDate: Type.String(),
});
export type ClosedPosition = Static<typeof ClosedPosition>;
