import { createHash } from 'node:crypto';
import { microsToNumber, unixSeconds } from '../catalog/index.js';
import type { ActivityEvent, ActivityQuery } from '../contract/index.js';
import { microsFromTicks } from '../shared/index.js';
import { fillNotionalSql } from '../trading/index.js';
import { inMarkets, paramsOf, whereClause, type Condition } from './sql-parts.js';
import { assetOf } from './wire-values.js';

type Role = 'taker' | 'maker';

/** One row of the feed before the market and profile fields are added. */
export interface ActivityRow {
  id: number;
  /** 0 taker side, 1 maker side, 2 redemption. */
  role: number;
  type: 'TRADE' | 'REDEEM';
  /** The fill side's outcome; null for a redemption (see token_id). */
  outcome_index: number | null;
  token_id: string | null;
  side: string;
  price_ticks: number;
  size_micros: number;
  usdc_micros: number;
  at: string;
  transaction_hash: string;
  condition_id: string;
}

interface ActivityFilter {
  accountId: number;
  marketIds?: readonly number[];
  types?: readonly string[];
  startSeconds?: number;
  endSeconds?: number;
  side?: 'BUY' | 'SELL';
}

function commonConditions(alias: string, at: string, filter: ActivityFilter): Condition[] {
  const conditions: Condition[] = [];
  if (filter.marketIds) conditions.push(inMarkets(`${alias}.market_id`, filter.marketIds));
  if (filter.startSeconds !== undefined) {
    const start = new Date(filter.startSeconds * 1000).toISOString();
    conditions.push({ sql: `${at} >= @start`, params: { start } });
  }
  if (filter.endSeconds !== undefined) {
    // Stored times carry milliseconds: the whole `end` second is in.
    const end = new Date(filter.endSeconds * 1000 + 999).toISOString();
    conditions.push({ sql: `${at} <= @end`, params: { end } });
  }
  return conditions;
}

function tradeArm(role: Role, filter: ActivityFilter): { sql: string; conditions: Condition[] } {
  const conditions = [
    { sql: `t.${role}_account_id = @account`, params: { account: filter.accountId } },
    ...commonConditions('t', 't.match_time', filter),
    ...(filter.side ? [{ sql: `t.${role}_side = @side`, params: { side: filter.side } }] : []),
  ];
  const sql = `SELECT t.id AS id, ${role === 'taker' ? 0 : 1} AS role, 'TRADE' AS type,
      t.market_id AS market_id, t.${role}_token_index AS outcome_index, NULL AS token_id,
      t.${role}_side AS side, t.${role}_price_ticks AS price_ticks, t.size_micros AS size_micros,
      ${fillNotionalSql(role, 't')} AS usdc_micros,
      t.match_time AS at, t.transaction_hash AS transaction_hash
    FROM trades t ${whereClause(conditions)}`;
  return { sql, conditions };
}

function redeemArm(filter: ActivityFilter): { sql: string; conditions: Condition[] } {
  const conditions = [
    { sql: 'r.account_id = @account', params: { account: filter.accountId } },
    ...commonConditions('r', 'r.redeemed_at', filter),
  ];
  const sql = `SELECT r.id AS id, 2 AS role, 'REDEEM' AS type, r.market_id AS market_id,
      NULL AS outcome_index, r.token_id AS token_id, '' AS side, 0 AS price_ticks,
      r.size_micros AS size_micros, r.payout_micros AS usdc_micros, r.redeemed_at AS at,
      '' AS transaction_hash
    FROM redemptions r ${whereClause(conditions)}`;
  return { sql, conditions };
}

const SORT_COLUMN = { TIMESTAMP: null, TOKENS: 'size_micros', CASH: 'usdc_micros' } as const;

/** Sorted by the chosen column, then by time; ties within a time by id and side. */
function orderOf(query: ActivityQuery, alias = ''): string {
  const direction = query.sortDirection;
  const column = SORT_COLUMN[query.sortBy];
  const keys = [...(column ? [column] : []), 'at', 'id', 'role'];
  return keys.map((key) => `${alias}${key} ${direction}`).join(', ');
}

/** The statement text and parameters of one page of the feed; null when no type can match. */
export function activityQuery(filter: ActivityFilter, query: ActivityQuery) {
  const wants = (type: string) => !filter.types || filter.types.includes(type);
  const arms = [
    ...(wants('TRADE') ? [tradeArm('taker', filter), tradeArm('maker', filter)] : []),
    ...(wants('REDEEM') ? [redeemArm(filter)] : []),
  ];
  if (arms.length === 0) return null;
  const sql = `SELECT s.*, m.condition_id AS condition_id
    FROM (${arms.map((arm) => arm.sql).join(' UNION ALL ')}
          ORDER BY ${orderOf(query)} LIMIT @limit OFFSET @offset) s
    JOIN markets m ON m.id = s.market_id
    ORDER BY ${orderOf(query, 's.')}`;
  const conditions = arms.flatMap((arm) => arm.conditions);
  return { sql, params: { ...paramsOf(conditions), limit: query.limit, offset: query.offset } };
}

/** The local venue redeems at resolution without a chain: a stable stand-in hash per row. */
const redemptionHash = (id: number): string =>
  '0x' + createHash('sha256').update(`marketdesk-redemption:${id}`).digest('hex');

/** The columns of an item that come from the row itself. */
export function activityColumns(row: ActivityRow, outcomeIndex: number) {
  const trade = row.type === 'TRADE';
  return {
    timestamp: unixSeconds(row.at),
    conditionId: row.condition_id,
    type: row.type,
    size: microsToNumber(row.size_micros),
    usdcSize: microsToNumber(row.usdc_micros),
    transactionHash: trade ? row.transaction_hash : redemptionHash(row.id),
    price: trade ? microsToNumber(microsFromTicks(row.price_ticks)) : 0,
    asset: assetOf(row.condition_id, outcomeIndex),
    side: row.side,
    outcomeIndex,
  } satisfies Partial<ActivityEvent>;
}
