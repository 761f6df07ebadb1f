import { Type, type Static } from 'typebox';
import { Cursor } from './account.js';

// Liquidity rewards and order scoring (docs/api.md, "Liquidity rewards"): the venue's shapes of
// /order-scoring, /orders-scoring, /rewards/markets/* and /rewards/user/*.

/** POST /orders-scoring takes at most this many order ids (the venue's batch bound of 2026). */
export const MAX_SCORING_ORDER_IDS = 1_000;

const OrderId = Type.String({
  pattern: '^0x[0-9a-fA-F]{64}$',
  description: 'order id (the 0x order hash)',
});

const ConditionId = Type.String({
  pattern: '^0x[0-9a-fA-F]{64}$',
  description: 'the market’s 0x condition id',
});

const Day = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'a UTC day, YYYY-MM-DD',
});

export const OrderScoringQuery = Type.Object({ order_id: OrderId });
export type OrderScoringQuery = Static<typeof OrderScoringQuery>;

/** GET /order-scoring. */
export const OrderScoring = Type.Object({ scoring: Type.Boolean() });
export type OrderScoring = Static<typeof OrderScoring>;

/** POST /orders-scoring: the body is the JSON array of order ids. */
export const OrdersScoringBody = Type.Array(OrderId, { maxItems: MAX_SCORING_ORDER_IDS });
export type OrdersScoringBody = Static<typeof OrdersScoringBody>;

/** Each asked order id with whether it scores now. */
export const OrdersScoring = Type.Record(Type.String(), Type.Boolean());
export type OrdersScoring = Static<typeof OrdersScoring>;

const sponsored = Type.Optional(
  Type.Boolean({ description: 'sponsored programmes only (the local venue has none)' }),
);

export const CurrentRewardsQuery = Type.Object({
  next_cursor: Type.Optional(Cursor),
  sponsored,
});
export type CurrentRewardsQuery = Static<typeof CurrentRewardsQuery>;

export const MarketRewardsParams = Type.Object({
  condition_id: ConditionId,
  next_cursor: Type.Optional(Cursor),
  sponsored,
});
export type MarketRewardsParams = Static<typeof MarketRewardsParams>;

/** One reward programme of a market: its asset, its days and its daily rate. */
export const RewardsConfig = Type.Object({
  id: Type.Integer(),
  asset_address: Type.String(),
  start_date: Type.String({ description: 'YYYY-MM-DD' }),
  end_date: Type.String({ description: 'YYYY-MM-DD' }),
  rate_per_day: Type.Number(),
  total_rewards: Type.Number({ description: 'the rate over every day of the programme' }),
});
export type RewardsConfig = Static<typeof RewardsConfig>;

/** GET /rewards/markets/current: a market's reward terms and programmes. */
export const CurrentReward = Type.Object({
  condition_id: Type.String(),
  rewards_max_spread: Type.Number({ description: 'cents from the midpoint' }),
  rewards_min_size: Type.Number({ description: 'shares' }),
  rewards_config: Type.Array(RewardsConfig),
  sponsored_daily_rate: Type.Number(),
  sponsors_count: Type.Integer(),
  native_daily_rate: Type.Number(),
  total_daily_rate: Type.Number(),
});
export type CurrentReward = Static<typeof CurrentReward>;

export const RewardToken = Type.Object({
  token_id: Type.String(),
  outcome: Type.String(),
  price: Type.Number(),
});
export type RewardToken = Static<typeof RewardToken>;

const marketFields = {
  condition_id: Type.String(),
  question: Type.String(),
  market_slug: Type.String(),
  event_slug: Type.String(),
  image: Type.String(),
  rewards_max_spread: Type.Number({ description: 'cents from the midpoint' }),
  rewards_min_size: Type.Number({ description: 'shares' }),
  market_competitiveness: Type.Number(),
  tokens: Type.Array(RewardToken),
  rewards_config: Type.Array(RewardsConfig),
};

/** GET /rewards/markets/{condition_id}: the market with its programmes. */
export const MarketReward = Type.Object(marketFields);
export type MarketReward = Static<typeof MarketReward>;

const page = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({
    limit: Type.Integer(),
    count: Type.Integer(),
    next_cursor: Type.String(),
    data: Type.Array(item),
  });

export const CurrentRewardsPage = page(CurrentReward);
export type CurrentRewardsPage = Static<typeof CurrentRewardsPage>;
export const MarketRewardsPage = page(MarketReward);
export type MarketRewardsPage = Static<typeof MarketRewardsPage>;

const wallet = {
  signature_type: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 3,
      description: '0 (or none): the key’s own wallet; 1-3: the funder registered for it',
    }),
  ),
  maker_address: Type.Optional(
    Type.String({ pattern: '^0x[0-9a-fA-F]{40}$', description: 'one of the key’s wallets' }),
  ),
  sponsored,
};

export const UserEarningsQuery = Type.Object({
  date: Day,
  next_cursor: Type.Optional(Cursor),
  ...wallet,
});
export type UserEarningsQuery = Static<typeof UserEarningsQuery>;

export const UserTotalEarningsQuery = Type.Object({ date: Day, ...wallet });
export type UserTotalEarningsQuery = Static<typeof UserTotalEarningsQuery>;

export const UserRewardMarketsQuery = Type.Object({
  date: Day,
  next_cursor: Type.Optional(Cursor),
  page_size: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
  order_by: Type.Optional(
    Type.Union(
      ['', 'market', 'rate_per_day', 'earnings', 'earning_percentage'].map((value) =>
        Type.Literal(value),
      ),
      { description: 'empty or market: the markets in catalog order' },
    ),
  ),
  position: Type.Optional(Type.Union(['', 'ASC', 'DESC'].map((value) => Type.Literal(value)))),
  no_competition: Type.Optional(
    Type.Boolean({ description: 'only markets where nobody else scores now' }),
  ),
  ...wallet,
});
export type UserRewardMarketsQuery = Static<typeof UserRewardMarketsQuery>;

export const RewardsWalletQuery = Type.Object(wallet);
export type RewardsWalletQuery = Static<typeof RewardsWalletQuery>;

/** GET /rewards/user: what the wallet earned in one market on the day. */
export const UserEarning = Type.Object({
  date: Type.String({ description: 'the day, at 00:00Z' }),
  condition_id: Type.String(),
  asset_address: Type.String(),
  maker_address: Type.String(),
  earnings: Type.Number(),
  asset_rate: Type.Number(),
});
export type UserEarning = Static<typeof UserEarning>;

export const UserEarningsPage = page(UserEarning);
export type UserEarningsPage = Static<typeof UserEarningsPage>;

/** GET /rewards/user/total: the day's earnings summed per reward asset. */
export const TotalUserEarning = Type.Object({
  date: Type.String(),
  asset_address: Type.String(),
  maker_address: Type.String(),
  earnings: Type.Number(),
  asset_rate: Type.Number(),
});
export type TotalUserEarning = Static<typeof TotalUserEarning>;

/** GET /rewards/user/markets: a rewarded market with the wallet's day and live share. */
export const UserRewardsEarning = Type.Object({
  ...marketFields,
  market_id: Type.String(),
  event_id: Type.String(),
  volume_24hr: Type.Number(),
  spread: Type.Number(),
  maker_address: Type.String(),
  earning_percentage: Type.Number({ description: 'the wallet’s share of the market’s score now' }),
  earnings: Type.Array(
    Type.Object({
      asset_address: Type.String(),
      earnings: Type.Number(),
      asset_rate: Type.Number(),
    }),
  ),
});
export type UserRewardsEarning = Static<typeof UserRewardsEarning>;

export const UserRewardMarketsPage = Type.Object({
  limit: Type.Integer(),
  count: Type.Integer(),
  total_count: Type.Integer(),
  next_cursor: Type.String(),
  data: Type.Array(UserRewardsEarning),
});
export type UserRewardMarketsPage = Static<typeof UserRewardMarketsPage>;

/** GET /rewards/user/percentages: the wallet's share (percent) of each market it scores in now. */
export const RewardPercentages = Type.Record(Type.String(), Type.Number());
export type RewardPercentages = Static<typeof RewardPercentages>;
