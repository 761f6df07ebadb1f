import {
  CurrentRewardsPage,
  CurrentRewardsQuery,
  MarketRewardsPage,
  MarketRewardsParams,
  OrderScoring,
  OrderScoringQuery,
  OrdersScoring,
  OrdersScoringBody,
  RewardPercentages,
  RewardsWalletQuery,
  TotalUserEarning,
  UserEarningsPage,
  UserEarningsQuery,
  UserRewardMarketsPage,
  UserRewardMarketsQuery,
  UserTotalEarningsQuery,
} from '../rewards.js';
import { Type } from 'typebox';
import { defineMethod } from './define.js';
import { L2_HEADERS } from './http-notes.js';

// Liquidity rewards (docs/api.md, "Liquidity rewards"): whether the caller's resting orders
// score, what the caller earned, and the markets' reward programmes. The programmes are public;
// scoring and earnings are the caller's (l2). A mirror relays all of them upstream.

const account = {
  auth: 'l2',
  limits: ['order-book'],
  errors: ['invalid_input', 'unauthenticated', 'rate_limited'],
} as const;
const l2Read = { tags: ['rewards'], description: L2_HEADERS, statuses: [400, 401, 429] } as const;
const PAGING = 'next_cursor: MA== (or none) starts; LTE= says no page follows.';
const WALLET =
  'signature_type 0 (or none): the key’s own wallet; 1-3: the funder wallet registered for it.';

export const rewardsMethods = {
  orderScoring: defineMethod({
    ...account,
    name: 'account.orderScoring',
    summary: "Whether one of the caller's orders scores for liquidity rewards now",
    input: OrderScoringQuery,
    output: OrderScoring,
    http: { ...l2Read, verb: 'GET', path: '/order-scoring' },
  }),
  ordersScoring: defineMethod({
    ...account,
    name: 'account.ordersScoring',
    summary: "Whether each of the caller's orders scores for liquidity rewards now",
    input: OrdersScoringBody,
    output: OrdersScoring,
    http: {
      ...l2Read,
      verb: 'POST',
      path: '/orders-scoring',
      description: `${L2_HEADERS} The body is a JSON array of at most 1,000 order ids.`,
    },
  }),
  userEarnings: defineMethod({
    ...account,
    name: 'account.rewardEarnings',
    summary: "What the caller's wallet earned per market on a day",
    input: UserEarningsQuery,
    output: UserEarningsPage,
    http: {
      ...l2Read,
      verb: 'GET',
      path: '/rewards/user',
      description: `${L2_HEADERS} ${WALLET} ${PAGING}`,
    },
  }),
  userTotalEarnings: defineMethod({
    ...account,
    name: 'account.rewardTotals',
    summary: "What the caller's wallet earned on a day, per reward asset",
    input: UserTotalEarningsQuery,
    output: Type.Array(TotalUserEarning),
    http: {
      ...l2Read,
      verb: 'GET',
      path: '/rewards/user/total',
      description: `${L2_HEADERS} ${WALLET}`,
    },
  }),
  userRewardMarkets: defineMethod({
    ...account,
    name: 'account.rewardMarkets',
    summary: "The rewarded markets with the caller's earnings on a day and live share",
    input: UserRewardMarketsQuery,
    output: UserRewardMarketsPage,
    http: {
      ...l2Read,
      verb: 'GET',
      path: '/rewards/user/markets',
      description: `${L2_HEADERS} ${WALLET} ${PAGING}`,
    },
  }),
  rewardPercentages: defineMethod({
    ...account,
    name: 'account.rewardPercentages',
    summary: "The caller's share (percent) of each market's reward score now",
    input: RewardsWalletQuery,
    output: RewardPercentages,
    http: {
      ...l2Read,
      verb: 'GET',
      path: '/rewards/user/percentages',
      description: `${L2_HEADERS} ${WALLET}`,
    },
  }),
  currentRewards: defineMethod({
    auth: 'public',
    limits: ['order-book'],
    errors: ['invalid_input', 'rate_limited'],
    name: 'orderbook.currentRewards',
    summary: "The markets' reward programmes running now",
    input: CurrentRewardsQuery,
    output: CurrentRewardsPage,
    http: {
      tags: ['rewards'],
      statuses: [400, 429],
      verb: 'GET',
      path: '/rewards/markets/current',
      description: `500 per page. ${PAGING}`,
    },
  }),
  marketRewards: defineMethod({
    auth: 'public',
    limits: ['order-book'],
    errors: ['invalid_input', 'rate_limited'],
    name: 'orderbook.marketRewards',
    summary: "A market's reward programmes (none: an empty page)",
    input: MarketRewardsParams,
    output: MarketRewardsPage,
    http: {
      tags: ['rewards'],
      statuses: [400, 429],
      verb: 'GET',
      path: '/rewards/markets/:condition_id',
      description: PAGING,
    },
  }),
} as const;
