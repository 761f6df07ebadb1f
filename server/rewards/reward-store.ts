import type { Database } from '../storage/index.js';
import type { RestingOrderTerms } from './scoring.js';

/** A market with its reward terms, as the rewards routes show it. */
export interface RewardMarketRow {
  id: number;
  condition_id: string;
  question: string;
  slug: string;
  image: string;
  start_date: string;
  end_date: string;
  accepting_orders: number;
  closed: number;
  rewards_daily_rate_micros: number;
  rewards_min_size_micros: number;
  /** Cents x 1e6 (3.5 cents: 3500000). */
  rewards_max_spread_micros: number;
  competitive_micros: number;
  volume_24hr_micros: number;
  best_bid_micros: number | null;
  best_ask_micros: number | null;
  last_trade_price_micros: number | null;
  event_id: number;
  event_slug: string;
  /** JSON array of [token_id, outcome], in outcome order. */
  tokens: string;
}

export interface LiveOrderRow extends RestingOrderTerms {
  id: number;
  hash: string;
  ownerAddress: string;
  makerAddress: string;
  marketId: number;
  remainingMicros: number;
  status: string;
}

export interface EarningRow {
  day: string;
  marketId: number;
  conditionId: string;
  makerAddress: string;
  earnedNanos: number;
}

const MARKET_SELECT = `SELECT m.id, m.condition_id, m.question, m.slug, m.image, m.start_date,
    m.end_date, m.accepting_orders, m.closed, m.rewards_daily_rate_micros,
    m.rewards_min_size_micros, m.rewards_max_spread_micros, m.competitive_micros,
    m.volume_24hr_micros, m.best_bid_micros, m.best_ask_micros, m.last_trade_price_micros,
    e.id AS event_id, e.slug AS event_slug,
    (SELECT json_group_array(json_array(token_id, outcome) ORDER BY outcome_index)
       FROM market_tokens WHERE market_id = m.id) AS tokens
  FROM markets m JOIN events e ON e.id = m.event_id`;

/** Markets whose programme runs now: a daily rate, and the market still trades. */
const RUNNING = 'm.rewards_daily_rate_micros > 0 AND m.closed = 0 AND m.accepting_orders = 1';

const ORDER_SELECT = `SELECT id, hash, owner_address AS ownerAddress,
    maker_address AS makerAddress, market_id AS marketId, token_index AS tokenIndex, side,
    price_ticks AS priceTicks, original_micros - matched_micros AS remainingMicros, status
  FROM orders`;

/**
 * The rewards' SQL: the rewarded markets and their resting orders (read from the catalog's and
 * the trading tables), and the earnings table of migration 014.
 */
export function createRewardStore(db: Database) {
  const running = db.prepare<[number, number], RewardMarketRow>(
    `${MARKET_SELECT} WHERE ${RUNNING} ORDER BY m.id LIMIT ? OFFSET ?`,
  );
  const allRunning = db.prepare<[], RewardMarketRow>(
    `${MARKET_SELECT} WHERE ${RUNNING} ORDER BY m.id`,
  );
  const byConditionId = db.prepare<[string], RewardMarketRow>(
    `${MARKET_SELECT} WHERE m.condition_id = ?`,
  );
  const byIds = db.prepare<[string], RewardMarketRow>(
    `${MARKET_SELECT} WHERE m.id IN (SELECT value FROM json_each(?)) ORDER BY m.id`,
  );
  const runningWithLiveOrders = db.prepare<[], RewardMarketRow>(
    `${MARKET_SELECT} WHERE m.id IN (SELECT DISTINCT market_id FROM orders WHERE status = 'LIVE')
       AND ${RUNNING} ORDER BY m.id`,
  );
  const liveOrders = db.prepare<[number], LiveOrderRow>(
    `${ORDER_SELECT} WHERE market_id = ? AND status = 'LIVE' ORDER BY id`,
  );
  const orderByHash = db.prepare<[string], LiveOrderRow>(`${ORDER_SELECT} WHERE hash = ?`);
  const addEarning = db.prepare<[string, number, string, number]>(
    `INSERT INTO reward_earnings (day, market_id, maker_address, earned_nanos) VALUES (?, ?, ?, ?)
     ON CONFLICT (day, market_id, maker_address)
     DO UPDATE SET earned_nanos = earned_nanos + excluded.earned_nanos`,
  );
  const earningsOf = db.prepare<[string, string], EarningRow>(
    `SELECT r.day, r.market_id AS marketId, m.condition_id AS conditionId,
       r.maker_address AS makerAddress, r.earned_nanos AS earnedNanos
     FROM reward_earnings r JOIN markets m ON m.id = r.market_id
     WHERE r.maker_address = ? AND r.day = ? ORDER BY r.market_id`,
  );

  return {
    runningMarkets: (offset: number, rows: number) => running.all(rows, offset),
    allRunningMarkets: () => allRunning.all(),
    market: (conditionId: string) => byConditionId.get(conditionId.toLowerCase()),
    marketsById: (ids: readonly number[]) => byIds.all(JSON.stringify(ids)),
    sampledMarkets: () => runningWithLiveOrders.all(),
    liveOrders: (marketId: number) => liveOrders.all(marketId),
    order: (hash: string) => orderByHash.get(hash.toLowerCase()),
    addEarning: (day: string, marketId: number, maker: string, nanos: number) =>
      addEarning.run(day, marketId, maker, nanos),
    earnings: (maker: string, day: string) => earningsOf.all(maker.toLowerCase(), day),
  };
}

export type RewardStore = ReturnType<typeof createRewardStore>;
