import { microsToNumber, unixSeconds, type TradingMarket } from '../catalog/index.js';
import type { ClosedPosition, ClosedPositionsQuery } from '../contract/index.js';
import { microsFromTicks, PRICE_SCALE } from '../shared/index.js';
import { fillPriceSql } from '../trading/index.js';
import { inMarkets, paramsOf, titleContains, whereClause, type Condition } from './sql-parts.js';
import { assetOf, marketFields } from './wire-values.js';

export interface ClosedPositionRow {
  outcome_index: number;
  bought_micros: number;
  bought_cost_micros: number;
  realized_pnl_micros: number;
  updated_at: string;
  condition_id: string;
  end_date: string;
  cur_price_ticks: number;
}

interface ClosedPositionFilter {
  accountId: number;
  marketIds?: readonly number[];
  title?: string;
}

// 1 or 0 once the market is resolved; before that the outcome's price in the market's last fill.
const CUR_PRICE_TICKS = `CASE
  WHEN m.winning_outcome_index IS NOT NULL
    THEN CASE WHEN m.winning_outcome_index = p.outcome_index THEN ${PRICE_SCALE} ELSE 0 END
  ELSE COALESCE((SELECT ${fillPriceSql('p.outcome_index', 't')}
    FROM trades t WHERE t.market_id = p.market_id ORDER BY t.id DESC LIMIT 1), 0)
  END`;

const SORT_KEY = {
  REALIZEDPNL: 'p.realized_pnl_micros',
  TITLE: 'm.question',
  PRICE: 'cur_price_ticks',
  AVGPRICE: 'CAST(p.bought_cost_micros AS REAL) / p.bought_micros',
  TIMESTAMP: 'p.updated_at',
} as const;

/**
 * A position is closed once it holds nothing after buying: sold down to zero, or settled at
 * resolution (which empties every position of the market).
 */
export function closedPositionsQuery(filter: ClosedPositionFilter, query: ClosedPositionsQuery) {
  const conditions: Condition[] = [
    { sql: 'p.account_id = @account', params: { account: filter.accountId } },
    { sql: 'p.size_micros = 0 AND p.bought_micros > 0', params: {} },
  ];
  if (filter.marketIds) conditions.push(inMarkets('p.market_id', filter.marketIds));
  if (filter.title) conditions.push(titleContains('m.question', filter.title));
  const direction = query.sortDirection;
  const sql = `SELECT p.outcome_index, p.bought_micros, p.bought_cost_micros,
      p.realized_pnl_micros, p.updated_at, m.condition_id, m.end_date,
      ${CUR_PRICE_TICKS} AS cur_price_ticks
    FROM positions p JOIN markets m ON m.id = p.market_id
    ${whereClause(conditions)}
    ORDER BY ${SORT_KEY[query.sortBy]} ${direction}, p.updated_at DESC, p.market_id,
      p.outcome_index
    LIMIT @limit OFFSET @offset`;
  return { sql, params: { ...paramsOf(conditions), limit: query.limit, offset: query.offset } };
}

const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);

export function toClosedPosition(
  row: ClosedPositionRow,
  market: TradingMarket | undefined,
  proxyWallet: string,
): ClosedPosition {
  const opposite = 1 - row.outcome_index;
  const realized = row.realized_pnl_micros;
  const cost = row.bought_cost_micros;
  return {
    proxyWallet,
    asset: assetOf(row.condition_id, row.outcome_index),
    conditionId: row.condition_id,
    size: 0,
    avgPrice: Math.round((cost / row.bought_micros) * 1e6) / 1e6,
    initialValue: microsToNumber(cost),
    currentValue: 0,
    cashPnl: microsToNumber(realized),
    totalBought: microsToNumber(row.bought_micros),
    realizedPnl: microsToNumber(realized),
    percentPnl: percentOf(realized, cost),
    percentRealizedPnl: percentOf(realized, cost),
    curPrice: microsToNumber(microsFromTicks(row.cur_price_ticks)),
    redeemable: false,
    mergeable: false,
    ...marketFields(market, row.outcome_index),
    oppositeOutcome: market?.tokens[opposite]?.outcome ?? '',
    oppositeAsset: assetOf(row.condition_id, opposite),
    outcomeIndex: row.outcome_index,
    timestamp: unixSeconds(row.updated_at),
    endDate: row.end_date,
  };
}
