import { microsToNumber, REWARDS_ASSET_ADDRESS } from '../catalog/index.js';
import type {
  UserRewardMarketsPage,
  UserRewardMarketsQuery,
  UserRewardsEarning,
} from '../contract/index.js';
import { decodeCursor, readPage } from '../trading/index.js';
import { liveScores, sharePercent, type MarketScores } from './live-scores.js';
import type { RewardMarketRow, RewardStore } from './reward-store.js';
import { ASSET_RATE, marketRewardOf, spreadOf } from './reward-views.js';
import { NANOS_PER_MICRO } from './sampler.js';

interface Entry {
  row: RewardMarketRow;
  earnedMicros: number;
  percent: number;
  othersScore: boolean;
}

type SortKey = (entry: Entry) => number;

const SORT_KEYS: Readonly<Record<string, SortKey>> = {
  rate_per_day: (entry) => entry.row.rewards_daily_rate_micros,
  earnings: (entry) => entry.earnedMicros,
  earning_percentage: (entry) => entry.percent,
};

/** Whether a maker other than `wallet` scores in the book now. */
const othersScore = (scores: MarketScores | undefined, wallet: string): boolean =>
  scores !== undefined && [...scores.makers.keys()].some((maker) => maker !== wallet);

/**
 * GET /rewards/user/markets: every running programme's market, and every market the wallet
 * earned in on the day, with the day's earnings and the wallet's live share of the score.
 */
export function createUserMarkets(store: RewardStore, assetBaseUrl: () => string) {
  return (wallet: string, query: UserRewardMarketsQuery): UserRewardMarketsPage => {
    const position = decodeCursor(query.next_cursor);
    const earned = new Map<number, number>();
    for (const row of store.earnings(wallet, query.date)) {
      earned.set(row.marketId, Math.floor(row.earnedNanos / NANOS_PER_MICRO));
    }
    const markets = new Map(store.allRunningMarkets().map((row) => [row.id, row]));
    const missing = [...earned.keys()].filter((id) => !markets.has(id));
    for (const row of store.marketsById(missing)) markets.set(row.id, row);
    const live = new Map(store.sampledMarkets().map((row) => [row.id, liveScores(store, row)]));

    let entries: Entry[] = [...markets.values()].map((row) => {
      const scores = live.get(row.id);
      return {
        row,
        earnedMicros: earned.get(row.id) ?? 0,
        percent: scores ? sharePercent(scores, wallet) : 0,
        othersScore: othersScore(scores, wallet),
      };
    });
    if (query.no_competition) entries = entries.filter((entry) => !entry.othersScore);
    const key = query.order_by ? SORT_KEYS[query.order_by] : undefined;
    const descending = query.position ? query.position === 'DESC' : key !== undefined;
    entries.sort((a, b) => {
      const order = key ? key(a) - key(b) || a.row.id - b.row.id : a.row.id - b.row.id;
      return descending ? -order : order;
    });

    const page = readPage(
      position,
      query.page_size,
      (offset, rows) => entries.slice(offset, offset + rows),
      (rows) => rows.map((entry) => present(entry, wallet, assetBaseUrl())),
    );
    return { ...page, total_count: entries.length };
  };
}

function present(entry: Entry, wallet: string, baseUrl: string): UserRewardsEarning {
  const { row } = entry;
  return {
    ...marketRewardOf(row, baseUrl),
    market_id: String(row.id),
    event_id: String(row.event_id),
    volume_24hr: microsToNumber(row.volume_24hr_micros),
    spread: spreadOf(row),
    maker_address: wallet,
    earning_percentage: entry.percent,
    earnings: [
      {
        asset_address: REWARDS_ASSET_ADDRESS,
        earnings: microsToNumber(entry.earnedMicros),
        asset_rate: ASSET_RATE,
      },
    ],
  };
}
