import { apiKeyOf, type HandlerGroup } from '../contract/index.js';
import type { Rewards } from './rewards-service.js';

type RewardsMethod =
  | 'account.orderScoring'
  | 'account.ordersScoring'
  | 'account.rewardEarnings'
  | 'account.rewardTotals'
  | 'account.rewardMarkets'
  | 'account.rewardPercentages'
  | 'orderbook.currentRewards'
  | 'orderbook.marketRewards';

/** The liquidity-reward methods of the local venue: scoring, earnings, programmes. */
export function createRewardsHandlers(rewards: Rewards): HandlerGroup<RewardsMethod> {
  return {
    'account.orderScoring': ({ order_id }, context) => ({
      scoring: rewards.orderScoring(apiKeyOf(context).address, order_id),
    }),
    'account.ordersScoring': (ids, context) =>
      rewards.ordersScoring(apiKeyOf(context).address, ids),
    'account.rewardEarnings': (query, context) =>
      rewards.userEarnings(apiKeyOf(context).address, query),
    'account.rewardTotals': (query, context) =>
      rewards.userTotals(apiKeyOf(context).address, query),
    'account.rewardMarkets': (query, context) =>
      rewards.userMarkets(apiKeyOf(context).address, query),
    'account.rewardPercentages': (query, context) =>
      rewards.percentages(apiKeyOf(context).address, query),
    'orderbook.currentRewards': (query) => rewards.currentRewards(query),
    'orderbook.marketRewards': (params) => rewards.marketRewards(params),
  };
}
