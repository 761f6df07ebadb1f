import {
  assetUrl,
  displayedPriceMicros,
  microsToNumber,
  REWARDS_ASSET_ADDRESS,
} from '../catalog/index.js';
import type { CurrentReward, MarketReward, RewardsConfig, RewardToken } from '../contract/index.js';
import { MICROS_PER_UNIT } from '../shared/index.js';
import type { RewardMarketRow } from './reward-store.js';

const DAY_MS = 86_400_000;

/** The reward asset is the collateral token itself: one unit is worth one unit. */
export const ASSET_RATE = 1;

/** The day's date as the venue writes it in earnings: midnight UTC. */
export const dayStamp = (day: string): string => `${day}T00:00:00Z`;

/**
 * The market's one programme: its daily rate in the collateral token from the market's start
 * to its end day, as the catalog's clobRewards lists it; total_rewards is the rate over all
 * of its days.
 */
export function rewardsConfigOf(row: RewardMarketRow): RewardsConfig[] {
  if (row.rewards_daily_rate_micros <= 0) return [];
  const start = row.start_date.slice(0, 10);
  const end = row.end_date.slice(0, 10);
  const days = Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1);
  return [
    {
      id: row.id,
      asset_address: REWARDS_ASSET_ADDRESS,
      start_date: start,
      end_date: end,
      rate_per_day: microsToNumber(row.rewards_daily_rate_micros),
      total_rewards: microsToNumber(row.rewards_daily_rate_micros * days),
    },
  ];
}

/** The max spread in cents, as the venue lists it (stored x 1e6). */
const maxSpreadCents = (row: RewardMarketRow) => microsToNumber(row.rewards_max_spread_micros);

export function currentRewardOf(row: RewardMarketRow): CurrentReward {
  const rate = microsToNumber(row.rewards_daily_rate_micros);
  return {
    condition_id: row.condition_id,
    rewards_max_spread: maxSpreadCents(row),
    rewards_min_size: microsToNumber(row.rewards_min_size_micros),
    rewards_config: rewardsConfigOf(row),
    sponsored_daily_rate: 0,
    sponsors_count: 0,
    native_daily_rate: rate,
    total_daily_rate: rate,
  };
}

/** The tokens with their displayed prices (the YES price and its complement). */
function tokensOf(row: RewardMarketRow): RewardToken[] {
  const yes = displayedPriceMicros(
    row.best_bid_micros,
    row.best_ask_micros,
    row.last_trade_price_micros,
  );
  const tokens = JSON.parse(row.tokens) as [tokenId: string, outcome: string][];
  return tokens.map(([tokenId, outcome], index) => ({
    token_id: tokenId,
    outcome,
    price: microsToNumber(index === 0 ? yes : MICROS_PER_UNIT - yes),
  }));
}

export function marketRewardOf(row: RewardMarketRow, baseUrl: string): MarketReward {
  return {
    condition_id: row.condition_id,
    question: row.question,
    market_slug: row.slug,
    event_slug: row.event_slug,
    image: assetUrl(row.image, baseUrl),
    rewards_max_spread: maxSpreadCents(row),
    rewards_min_size: microsToNumber(row.rewards_min_size_micros),
    market_competitiveness: microsToNumber(row.competitive_micros),
    tokens: tokensOf(row),
    rewards_config: rewardsConfigOf(row),
  };
}

/** The market's spread (best ask - best bid), 0 without both sides. */
export function spreadOf(row: RewardMarketRow): number {
  const { best_bid_micros: bid, best_ask_micros: ask } = row;
  return bid === null || ask === null ? 0 : microsToNumber(ask - bid);
}
