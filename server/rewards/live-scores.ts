import type { LiveOrderRow, RewardMarketRow, RewardStore } from './reward-store.js';
import { scoreBook, totalScore, yesTerms, type BookScores, type BookQuote } from './scoring.js';

/** The max spread is stored in cents x 1e6; prices are in ticks of 0.0001 (one cent: 100). */
const SPREAD_MICROS_PER_TICK = 10_000;

export interface MarketScores extends BookScores {
  total: bigint;
}

const toQuote = (order: LiveOrderRow): BookQuote => ({
  orderId: order.id,
  maker: order.makerAddress,
  remainingMicros: order.remainingMicros,
  ...yesTerms(order),
});

/** The market's book scored now from its resting orders; nothing scores without a programme. */
export function liveScores(store: RewardStore, market: RewardMarketRow): MarketScores {
  const running =
    market.rewards_daily_rate_micros > 0 && market.closed === 0 && market.accepting_orders === 1;
  const quotes = running ? store.liveOrders(market.id).map(toQuote) : [];
  const scores = scoreBook(
    {
      minSizeMicros: market.rewards_min_size_micros,
      maxSpreadTicks: Math.floor(market.rewards_max_spread_micros / SPREAD_MICROS_PER_TICK),
    },
    quotes,
  );
  return { ...scores, total: totalScore(scores) };
}

/** The maker's share of the market's score now, in percent with two decimals. */
export function sharePercent(scores: MarketScores, maker: string): number {
  const qmin = scores.makers.get(maker) ?? 0n;
  if (scores.total === 0n) return 0;
  return Number((qmin * 10_000n) / scores.total) / 100;
}
