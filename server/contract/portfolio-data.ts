import { Type, type Static } from 'typebox';
import { IsoDate, QueryList } from './common.js';
import {
  Address,
  ConditionIds,
  SortDirection,
  bounded,
  marketFields,
} from './public-data-parts.js';

// Public data beyond the specification, in the real venue's shapes, parameters, defaults and
// bounds (docs/compatibility-data.md). `asset` is the condition id, a colon, then the outcome
// index, as in the specification's public data; `token` is the decimal token id.

const ConditionId = Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', description: 'condition id' });
const EventIds = QueryList(
  Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  'event ids, comma-joined or repeated',
);

export const positionSorts = [
  'CURRENT',
  'INITIAL',
  'TOKENS',
  'CASHPNL',
  'PERCENTPNL',
  'TITLE',
  'RESOLVING',
  'PRICE',
  'AVGPRICE',
] as const;

export const PositionsQuery = Type.Object({
  user: Address,
  market: Type.Optional(ConditionIds),
  eventId: Type.Optional(EventIds),
  sizeThreshold: Type.Number({
    minimum: 0,
    default: 1,
    description: 'positions of at least this many shares',
  }),
  redeemable: Type.Boolean({ default: false, description: 'true: redeemable positions only' }),
  mergeable: Type.Boolean({ default: false, description: 'true: mergeable positions only' }),
  limit: bounded(500, 100),
  offset: bounded(10_000, 0),
  sortBy: Type.Enum([...positionSorts], { default: 'TOKENS' }),
  sortDirection: SortDirection,
  title: Type.Optional(
    Type.String({ maxLength: 100, description: 'case-insensitive substring of the title' }),
  ),
});
export type PositionsQuery = Static<typeof PositionsQuery>;

/**
 * GET /positions items: what a wallet holds now, marked to the live book. initialValue is the
 * cost basis of the shares held (fees included), avgPrice that cost per share, cashPnl the
 * unrealized PnL at curPrice, realizedPnl what sales have made so far.
 */
export const Position = Type.Object({
  proxyWallet: Type.String(),
  asset: Type.String(),
  conditionId: Type.String(),
  size: Type.Number(),
  avgPrice: Type.Number(),
  initialValue: Type.Number(),
  currentValue: Type.Number(),
  cashPnl: Type.Number(),
  percentPnl: Type.Number(),
  totalBought: Type.Number({ description: 'shares bought' }),
  realizedPnl: Type.Number(),
  percentRealizedPnl: Type.Number(),
  curPrice: Type.Number({ description: 'the midpoint of the live book, else the last trade' }),
  redeemable: Type.Boolean(),
  mergeable: Type.Boolean({ description: 'the wallet holds both outcomes of the market' }),
  ...marketFields,
  eventId: Type.String(),
  outcomeIndex: Type.Integer(),
  oppositeOutcome: Type.String(),
  oppositeAsset: Type.String(),
  endDate: Type.String(),
  negativeRisk: Type.Boolean(),
});
export type Position = Static<typeof Position>;

export const ValueQuery = Type.Object({ user: Address, market: Type.Optional(ConditionIds) });
export type ValueQuery = Static<typeof ValueQuery>;

/** GET /value: what the wallet's open positions are worth at their marks. */
export const WalletValue = Type.Object({ user: Type.String(), value: Type.Number() });
export type WalletValue = Static<typeof WalletValue>;

export const TradedQuery = Type.Object({ user: Address });
export type TradedQuery = Static<typeof TradedQuery>;

/** GET /traded: how many markets the wallet has ever traded. */
export const Traded = Type.Object({ user: Type.String(), traded: Type.Integer() });
export type Traded = Static<typeof Traded>;

export const HoldersQuery = Type.Object({
  market: ConditionIds,
  limit: Type.Integer({ minimum: 0, maximum: 20, default: 20, description: 'per token' }),
  minBalance: Type.Integer({
    minimum: 0,
    maximum: 999_999,
    default: 1,
    description: 'holders of at least this many shares',
  }),
});
export type HoldersQuery = Static<typeof HoldersQuery>;

export const Holder = Type.Object({
  proxyWallet: Type.String(),
  bio: Type.String(),
  asset: Type.String(),
  pseudonym: Type.String(),
  amount: Type.Number({ description: 'shares held' }),
  displayUsernamePublic: Type.Boolean(),
  outcomeIndex: Type.Integer(),
  name: Type.String(),
  profileImage: Type.String(),
  profileImageOptimized: Type.String(),
  verified: Type.Boolean(),
});

/** GET /holders items: the largest holders of one token, largest first. */
export const TokenHolders = Type.Object({ token: Type.String(), holders: Type.Array(Holder) });
export type TokenHolders = Static<typeof TokenHolders>;

export const OpenInterestQuery = Type.Object({ market: Type.Optional(ConditionIds) });
export type OpenInterestQuery = Static<typeof OpenInterestQuery>;

/** GET /oi items: collateral locked in a market's outstanding share pairs ("GLOBAL": all). */
export const OpenInterest = Type.Object({ market: Type.String(), value: Type.Number() });
export type OpenInterest = Static<typeof OpenInterest>;

export const LiveVolumeQuery = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'event id' }),
});
export type LiveVolumeQuery = Static<typeof LiveVolumeQuery>;

/** GET /live-volume: an event's traded volume on this venue, per market and in total. */
export const LiveVolume = Type.Object({
  total: Type.Number(),
  markets: Type.Array(Type.Object({ market: Type.String(), value: Type.Number() })),
});
export type LiveVolume = Static<typeof LiveVolume>;

export const marketPositionSorts = ['TOKENS', 'CASH_PNL', 'REALIZED_PNL', 'TOTAL_PNL'] as const;

export const MarketPositionsQuery = Type.Object({
  market: ConditionId,
  user: Type.Optional(Address),
  status: Type.Enum(['OPEN', 'CLOSED', 'ALL'], {
    default: 'ALL',
    description: 'OPEN: shares held; CLOSED: sold or settled down to none',
  }),
  sortBy: Type.Enum([...marketPositionSorts], { default: 'TOTAL_PNL' }),
  sortDirection: SortDirection,
  limit: bounded(500, 50),
  offset: bounded(10_000, 0),
});
export type MarketPositionsQuery = Static<typeof MarketPositionsQuery>;

export const MarketPosition = Type.Object({
  proxyWallet: Type.String(),
  name: Type.String(),
  profileImage: Type.String(),
  verified: Type.Boolean(),
  asset: Type.String(),
  conditionId: Type.String(),
  avgPrice: Type.Number(),
  size: Type.Number(),
  currPrice: Type.Number(),
  currentValue: Type.Number(),
  cashPnl: Type.Number(),
  totalBought: Type.Number(),
  realizedPnl: Type.Number(),
  totalPnl: Type.Number({ description: 'cashPnl + realizedPnl' }),
  outcome: Type.String(),
  outcomeIndex: Type.Integer(),
});
export type MarketPosition = Static<typeof MarketPosition>;

/** GET /v1/market-positions items: every wallet's position in one token of the market. */
export const TokenPositions = Type.Object({
  token: Type.String(),
  positions: Type.Array(MarketPosition),
});
export type TokenPositions = Static<typeof TokenPositions>;

export const leaderboardCategories = [
  'OVERALL',
  'POLITICS',
  'SPORTS',
  'CRYPTO',
  'CULTURE',
  'MENTIONS',
  'WEATHER',
  'ECONOMICS',
  'TECH',
  'FINANCE',
] as const;

export const LeaderboardQuery = Type.Object({
  category: Type.Enum([...leaderboardCategories], { default: 'OVERALL' }),
  timePeriod: Type.Enum(['DAY', 'WEEK', 'MONTH', 'ALL'], { default: 'DAY' }),
  orderBy: Type.Enum(['PNL', 'VOL'], { default: 'PNL' }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 25 }),
  offset: bounded(1_000, 0),
  user: Type.Optional(Address),
  userName: Type.Optional(Type.String({ maxLength: 100, description: "the trader's name" })),
});
export type LeaderboardQuery = Static<typeof LeaderboardQuery>;

/** GET /v1/leaderboard items: traders ranked by PnL or volume over the period. */
export const LeaderboardEntry = Type.Object({
  rank: Type.String(),
  proxyWallet: Type.String(),
  userName: Type.String(),
  vol: Type.Number(),
  pnl: Type.Number(),
  profileImage: Type.String(),
  xUsername: Type.String(),
  verifiedBadge: Type.Boolean(),
});
export type LeaderboardEntry = Static<typeof LeaderboardEntry>;

export const PublicProfileQuery = Type.Object({
  address: Type.String({
    pattern: '^0x[0-9a-fA-F]{40}$',
    description: 'the wallet or its proxy wallet',
  }),
});
export type PublicProfileQuery = Static<typeof PublicProfileQuery>;

/** GET /public-profile: a wallet's public profile (404 when it has none). */
export const PublicProfile = Type.Object({
  createdAt: IsoDate,
  proxyWallet: Type.String(),
  profileImage: Type.String(),
  displayUsernamePublic: Type.Boolean(),
  bio: Type.String(),
  pseudonym: Type.String(),
  name: Type.String(),
  users: Type.Array(
    Type.Object({ id: Type.String(), creator: Type.Boolean(), mod: Type.Boolean() }),
  ),
  xUsername: Type.Union([Type.String(), Type.Null()]),
  verifiedBadge: Type.Boolean(),
});
export type PublicProfile = Static<typeof PublicProfile>;
