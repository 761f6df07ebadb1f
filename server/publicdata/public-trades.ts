import { microsToNumber, unixSeconds, type TradingMarket } from '../catalog/index.js';
import { badParameter, type PublicTrade, type PublicTradesQuery } from '../contract/index.js';
import { collateralMicros, MICROS_PER_UNIT, microsFromTicks } from '../shared/index.js';
import { fillNotionalSql } from '../trading/index.js';
import { inMarkets, paramsOf, whereClause, type Condition } from './sql-parts.js';
import {
  PROFILE_SELECT,
  assetOf,
  marketFields,
  profileFields,
  type ProfileColumns,
} from './wire-values.js';

type Role = 'taker' | 'maker';

export interface FillSideRow extends ProfileColumns {
  role: number;
  side: string;
  outcome_index: number;
  price_ticks: number;
  size_micros: number;
  match_time: string;
  transaction_hash: string;
  address: string;
  condition_id: string;
}

/** Where a query's fill sides come from, resolved from the request. */
interface FillSideFilter {
  takerOnly: boolean;
  accountId?: number;
  marketIds?: readonly number[];
  side?: 'BUY' | 'SELL';
  filter?: { type: 'CASH' | 'TOKENS'; thresholdMicros: number };
}

/** The smallest micro-unit amount at or above `amount` (float noise does not round it up). */
const thresholdMicros = (amount: number): number => Math.ceil(amount * MICROS_PER_UNIT - 1e-6);

/** filterType and filterAmount go together. */
export function amountFilter(query: PublicTradesQuery): FillSideFilter['filter'] {
  const { filterType, filterAmount } = query;
  if (filterType === undefined && filterAmount === undefined) return undefined;
  if (filterType === undefined) throw badParameter('filterType', 'is required with filterAmount');
  if (filterAmount === undefined) throw badParameter('filterAmount', 'is required with filterType');
  return { type: filterType, thresholdMicros: thresholdMicros(filterAmount) };
}

function sideConditions(role: Role, filter: FillSideFilter): Condition[] {
  const conditions: Condition[] = [];
  if (filter.accountId !== undefined) {
    conditions.push({
      sql: `t.${role}_account_id = @account`,
      params: { account: filter.accountId },
    });
  }
  if (filter.marketIds) conditions.push(inMarkets('t.market_id', filter.marketIds));
  if (filter.side)
    conditions.push({ sql: `t.${role}_side = @side`, params: { side: filter.side } });
  if (filter.filter) {
    const amount = filter.filter.type === 'TOKENS' ? 't.size_micros' : fillNotionalSql(role, 't');
    conditions.push({
      sql: `${amount} >= @threshold`,
      params: { threshold: filter.filter.thresholdMicros },
    });
  }
  return conditions;
}

const sideSelect = (role: Role, conditions: readonly Condition[]): string =>
  `SELECT t.id AS id, ${role === 'taker' ? 0 : 1} AS role, t.${role}_account_id AS account_id,
     t.market_id AS market_id, t.${role}_token_index AS outcome_index, t.${role}_side AS side,
     t.${role}_price_ticks AS price_ticks, t.size_micros AS size_micros,
     t.match_time AS match_time, t.transaction_hash AS transaction_hash
   FROM trades t ${whereClause(conditions)}`;

/**
 * Newest first, the taker side of a fill before its maker side. Rows are inserted in match
 * time order, so id order is time order; a wallet's sides are walked through its
 * (account, match_time) indexes, whose order is (match_time, id).
 */
const orderOf = (byAccount: boolean, alias = ''): string =>
  byAccount
    ? `${alias}match_time DESC, ${alias}id DESC, ${alias}role`
    : `${alias}id DESC, ${alias}role`;

/** The statement text and parameters of one page of fill sides. */
export function fillSidesQuery(filter: FillSideFilter, limit: number, offset: number) {
  const roles: Role[] = filter.takerOnly ? ['taker'] : ['taker', 'maker'];
  const byAccount = filter.accountId !== undefined;
  const arms = roles.map((role) => sideConditions(role, filter));
  const sql = `SELECT s.role, s.side, s.outcome_index, s.price_ticks, s.size_micros, s.match_time,
      s.transaction_hash, a.address AS address, m.condition_id AS condition_id, ${PROFILE_SELECT}
    FROM (${arms.map((conditions, i) => sideSelect(roles[i] ?? 'taker', conditions)).join(' UNION ALL ')}
          ORDER BY ${orderOf(byAccount)} LIMIT @limit OFFSET @offset) s
    JOIN accounts a ON a.id = s.account_id
    JOIN markets m ON m.id = s.market_id
    LEFT JOIN profiles p ON p.address = a.address
    ORDER BY ${orderOf(byAccount, 's.')}`;
  return { sql, params: { ...paramsOf(arms.flat()), limit, offset } };
}

export function toPublicTrade(
  row: FillSideRow,
  market: TradingMarket | undefined,
  baseUrl: string,
): PublicTrade {
  return {
    proxyWallet: row.address,
    side: row.side,
    asset: assetOf(row.condition_id, row.outcome_index),
    conditionId: row.condition_id,
    size: microsToNumber(row.size_micros),
    price: microsToNumber(microsFromTicks(row.price_ticks)),
    timestamp: unixSeconds(row.match_time),
    usdcSize: microsToNumber(collateralMicros(row.price_ticks, row.size_micros)),
    ...marketFields(market, row.outcome_index),
    outcomeIndex: row.outcome_index,
    ...profileFields(row, baseUrl),
    transactionHash: row.transaction_hash,
  };
}
