import type { FunderRegistry } from '../auth/index.js';
import { microsToNumber, REWARDS_ASSET_ADDRESS } from '../catalog/index.js';
import {
  type CurrentRewardsPage,
  type CurrentRewardsQuery,
  type MarketRewardsPage,
  type MarketRewardsParams,
  type OrdersScoring,
  type RewardPercentages,
  type RewardsWalletQuery,
  type TotalUserEarning,
  type UserEarningsPage,
  type UserEarningsQuery,
} from '../contract/index.js';
import type { Database } from '../storage/index.js';
import { decodeCursor, readPage } from '../trading/index.js';
import { liveScores, sharePercent } from './live-scores.js';
import { createRewardStore, type EarningRow } from './reward-store.js';
import { ASSET_RATE, currentRewardOf, dayStamp, marketRewardOf } from './reward-views.js';
import { NANOS_PER_MICRO, sampleBooks, SAMPLE_INTERVAL_MS } from './sampler.js';
import { createUserMarkets } from './user-markets.js';
import { walletOf } from './wallets.js';

export interface RewardsDeps {
  db: Database;
  funders: FunderRegistry;
  assetBaseUrl: () => string;
  now?: () => number;
}

const CURRENT_PAGE = 500;
const MARKET_PAGE = 100;
const EARNINGS_PAGE = 100;

/** Micro-units earned from the summed thousandths (rounded down). */
export const earnedMicros = (row: Pick<EarningRow, 'earnedNanos'>): number =>
  Math.floor(row.earnedNanos / NANOS_PER_MICRO);

/**
 * The local venue's liquidity rewards (docs/api.md, "Liquidity rewards"): it samples the books
 * of rewarded markets once a minute and keeps what each maker earned per market and day in
 * SQLite; it answers whether resting orders score, what a wallet earned, and the programmes.
 */
export function createRewards(deps: RewardsDeps) {
  const { db, funders } = deps;
  const now = deps.now ?? Date.now;
  const store = createRewardStore(db);
  const userMarkets = createUserMarkets(store, deps.assetBaseUrl);
  let timer: NodeJS.Timeout | null = null;

  /** Whether each order (of the caller's) scores in its market's book now. */
  const scoringOf = (owner: string, hashes: readonly string[]): OrdersScoring => {
    const answer: OrdersScoring = {};
    const byMarket = new Map<number, ReturnType<typeof liveScores> | null>();
    for (const hash of hashes) {
      const order = store.order(hash);
      if (!order || order.ownerAddress !== owner.toLowerCase() || order.status !== 'LIVE') {
        answer[hash] = false;
        continue;
      }
      if (!byMarket.has(order.marketId)) {
        const market = store.marketsById([order.marketId])[0];
        byMarket.set(order.marketId, market ? liveScores(store, market) : null);
      }
      answer[hash] = byMarket.get(order.marketId)?.orders.has(order.id) ?? false;
    }
    return answer;
  };

  return {
    /** One sample of every rewarded book (the timer's work; tests call it with their clock). */
    sample: (nowMs: number = now()) => sampleBooks(db, store, nowMs),

    start() {
      if (timer) return;
      timer = setInterval(() => {
        try {
          sampleBooks(db, store, now());
        } catch (error) {
          console.error('rewards: a sample of the books failed', error);
        }
      }, SAMPLE_INTERVAL_MS);
      timer.unref();
    },

    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },

    orderScoring: (owner: string, hash: string): boolean => scoringOf(owner, [hash])[hash] ?? false,

    ordersScoring: scoringOf,

    currentRewards(query: CurrentRewardsQuery): CurrentRewardsPage {
      const position = decodeCursor(query.next_cursor);
      // The local venue has no sponsored programmes.
      if (query.sponsored)
        return readPage(
          'end',
          CURRENT_PAGE,
          () => [],
          () => [],
        );
      return readPage(position, CURRENT_PAGE, store.runningMarkets, (rows) =>
        rows.map(currentRewardOf),
      );
    },

    marketRewards(params: MarketRewardsParams): MarketRewardsPage {
      const position = decodeCursor(params.next_cursor);
      const market = store.market(params.condition_id);
      const rows =
        market && market.rewards_daily_rate_micros > 0 && !params.sponsored ? [market] : [];
      return readPage(
        position,
        MARKET_PAGE,
        (offset, count) => rows.slice(offset, offset + count),
        (page) => page.map((row) => marketRewardOf(row, deps.assetBaseUrl())),
      );
    },

    userEarnings(owner: string, query: UserEarningsQuery): UserEarningsPage {
      const position = decodeCursor(query.next_cursor);
      const wallet = walletOf(funders, owner, query);
      const rows = query.sponsored ? [] : store.earnings(wallet, query.date);
      return readPage(
        position,
        EARNINGS_PAGE,
        (offset, count) => rows.slice(offset, offset + count),
        (page) =>
          page.map((row) => ({
            date: dayStamp(row.day),
            condition_id: row.conditionId,
            asset_address: REWARDS_ASSET_ADDRESS,
            maker_address: row.makerAddress,
            earnings: microsToNumber(earnedMicros(row)),
            asset_rate: ASSET_RATE,
          })),
      );
    },

    userTotals(owner: string, query: RewardsWalletQuery & { date: string }): TotalUserEarning[] {
      const wallet = walletOf(funders, owner, query);
      const rows = store.earnings(wallet, query.date);
      if (rows.length === 0) return [];
      const nanos = rows.reduce((sum, row) => sum + row.earnedNanos, 0);
      return [
        {
          date: dayStamp(query.date),
          asset_address: REWARDS_ASSET_ADDRESS,
          maker_address: wallet,
          earnings: microsToNumber(earnedMicros({ earnedNanos: nanos })),
          asset_rate: ASSET_RATE,
        },
      ];
    },

    userMarkets: (owner: string, query: Parameters<typeof userMarkets>[1]) =>
      userMarkets(walletOf(funders, owner, query), query),

    percentages(owner: string, query: RewardsWalletQuery): RewardPercentages {
      const wallet = walletOf(funders, owner, query);
      const answer: RewardPercentages = {};
      for (const market of store.sampledMarkets()) {
        const share = sharePercent(liveScores(store, market), wallet);
        if (share > 0) answer[market.condition_id] = share;
      }
      return answer;
    },
  };
}

export type Rewards = ReturnType<typeof createRewards>;
