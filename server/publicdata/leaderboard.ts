import type { LeaderboardQuery } from '../contract/index.js';
import { fillNotionalSql } from '../trading/index.js';
import type { StoredPrices } from './position-marks.js';

const DAY_MS = 86_400_000;

const PERIOD_MS: Record<LeaderboardQuery['timePeriod'], number | null> = {
  DAY: DAY_MS,
  WEEK: 7 * DAY_MS,
  MONTH: 30 * DAY_MS,
  ALL: null,
};

/** The catalog's tag slug of each category; OVERALL counts every market. */
const CATEGORY_TAG: Record<LeaderboardQuery['category'], string | null> = {
  OVERALL: null,
  POLITICS: 'politics',
  SPORTS: 'sports',
  CRYPTO: 'crypto',
  CULTURE: 'culture',
  MENTIONS: 'mentions',
  WEATHER: 'weather',
  ECONOMICS: 'economy',
  TECH: 'tech',
  FINANCE: 'finance',
};

/** One wallet's flows in one outcome of one market over the period (micro-units). */
export interface FlowRow extends StoredPrices {
  account_id: number;
  condition_id: string;
  outcome_index: number;
  /** Collateral in (sales, payouts) minus collateral out (purchases), fees included. */
  cash_micros: number;
  /** Shares acquired minus shares sold or redeemed. */
  shares_micros: number;
  volume_micros: number;
}

function sideArm(role: 'taker' | 'maker', where: string): string {
  const notional = fillNotionalSql(role, 't');
  const fee = `t.${role}_fee_micros`;
  return `SELECT t.${role}_account_id AS account_id, t.market_id AS market_id,
      t.${role}_token_index AS outcome_index,
      CASE WHEN t.${role}_side = 'BUY' THEN -(${notional} + ${fee})
        ELSE ${notional} - MIN(${fee}, ${notional}) END AS cash,
      CASE WHEN t.${role}_side = 'BUY' THEN t.size_micros ELSE -t.size_micros END AS shares,
      ${notional} AS volume
    FROM trades t ${where}`;
}

/**
 * Every wallet's cash and share flows per outcome over the period, fills of both sides and
 * redemptions at resolution, with the stored prices of the market. A wallet's PnL over the
 * period is its cash flow plus what the shares it acquired in the period are worth now.
 */
export function leaderboardFlowsQuery(query: LeaderboardQuery, nowMs: number) {
  const period = PERIOD_MS[query.timePeriod];
  const tag = CATEGORY_TAG[query.category];
  const since = period === null ? null : new Date(nowMs - period).toISOString();
  const inCategory = (column: string) =>
    tag === null
      ? ''
      : `${column} IN (SELECT m.id FROM markets m JOIN event_tags et ON et.event_id = m.event_id
          JOIN tags g ON g.id = et.tag_id WHERE g.slug = @tag)`;
  const where = (time: string, market: string) => {
    const conditions = [since === null ? '' : `${time} >= @since`, inCategory(market)];
    const present = conditions.filter((condition) => condition !== '');
    return present.length === 0 ? '' : `WHERE ${present.join(' AND ')}`;
  };
  const fills = where('t.match_time', 't.market_id');
  const sql = `SELECT f.account_id, m.condition_id, f.outcome_index, SUM(f.cash) AS cash_micros,
      SUM(f.shares) AS shares_micros, SUM(f.volume) AS volume_micros,
      m.best_bid_micros, m.best_ask_micros, m.last_trade_price_micros
    FROM (${sideArm('taker', fills)}
      UNION ALL ${sideArm('maker', fills)}
      UNION ALL SELECT r.account_id, r.market_id, k.outcome_index, r.payout_micros, -r.size_micros, 0
        FROM redemptions r JOIN market_tokens k ON k.token_id = r.token_id
        ${where('r.redeemed_at', 'r.market_id')}) f
    JOIN markets m ON m.id = f.market_id
    GROUP BY f.account_id, f.market_id, f.outcome_index`;
  return {
    sql,
    params: { ...(since === null ? {} : { since }), ...(tag === null ? {} : { tag }) },
  };
}

export interface Standing {
  accountId: number;
  pnlMicros: number;
  volumeMicros: number;
}

/** The wallets ranked by the query's figure, largest first; ties by account. */
export function rankStandings(standings: Standing[], orderBy: LeaderboardQuery['orderBy']) {
  const figure = (s: Standing) => (orderBy === 'PNL' ? s.pnlMicros : s.volumeMicros);
  return standings.sort((a, b) => figure(b) - figure(a) || a.accountId - b.accountId);
}
