import { microsToNumber, type TradingMarket } from '../catalog/index.js';
import type { Position, PositionsQuery } from '../contract/index.js';
import { MICROS_PER_UNIT } from '../shared/index.js';
import type { BookReader } from '../trading/index.js';
import { holdingValue, roundTo, storedMarkMicros, type StoredPrices } from './position-marks.js';
import { inMarkets, paramsOf, titleContains, whereClause, type Condition } from './sql-parts.js';
import { assetOf, marketFields } from './wire-values.js';

export interface OpenPositionRow extends StoredPrices {
  market_id: number;
  outcome_index: number;
  size_micros: number;
  cost_micros: number;
  bought_micros: number;
  bought_cost_micros: number;
  realized_pnl_micros: number;
  condition_id: string;
  end_date: string;
  event_id: number;
}

export interface OpenPositionFilter {
  accountId: number;
  marketIds?: readonly number[];
  eventIds?: readonly number[];
  title?: string;
}

/** Every position of the wallet that holds shares, with its market's stored prices. */
export function openPositionsQuery(filter: OpenPositionFilter) {
  const conditions: Condition[] = [
    { sql: 'p.account_id = @account', params: { account: filter.accountId } },
    { sql: 'p.size_micros > 0', params: {} },
  ];
  if (filter.marketIds) conditions.push(inMarkets('p.market_id', filter.marketIds));
  if (filter.eventIds) {
    conditions.push({
      sql: 'm.event_id IN (SELECT value FROM json_each(@events))',
      params: { events: JSON.stringify(filter.eventIds) },
    });
  }
  if (filter.title) conditions.push(titleContains('m.question', filter.title));
  const sql = `SELECT p.market_id, p.outcome_index, p.size_micros, p.cost_micros, p.bought_micros,
      p.bought_cost_micros, p.realized_pnl_micros, m.condition_id, m.end_date, m.event_id,
      m.best_bid_micros, m.best_ask_micros, m.last_trade_price_micros
    FROM positions p JOIN markets m ON m.id = p.market_id
    ${whereClause(conditions)}
    ORDER BY p.market_id, p.outcome_index`;
  return { sql, params: paramsOf(conditions) };
}

const percentOf = (part: number, whole: number): number =>
  whole === 0 ? 0 : roundTo((part / whole) * 100, 4);

/** One open position as GET /positions lists it, marked to the live book. */
export function toPosition(
  row: OpenPositionRow,
  market: TradingMarket,
  books: BookReader,
  proxyWallet: string,
  mergeable: boolean,
): Position {
  const outcomeIndex = row.outcome_index === 0 ? 0 : 1;
  const opposite = 1 - outcomeIndex;
  const mark = storedMarkMicros(market, outcomeIndex, books, row);
  const value = holdingValue(row.size_micros, row.cost_micros, mark);
  return {
    proxyWallet,
    asset: assetOf(row.condition_id, outcomeIndex),
    conditionId: row.condition_id,
    size: microsToNumber(row.size_micros),
    avgPrice: roundTo(value.avgPriceMicros / MICROS_PER_UNIT, 6),
    initialValue: microsToNumber(row.cost_micros),
    currentValue: microsToNumber(value.currentMicros),
    cashPnl: microsToNumber(value.cashPnlMicros),
    percentPnl: value.percentPnl,
    totalBought: microsToNumber(row.bought_micros),
    realizedPnl: microsToNumber(row.realized_pnl_micros),
    percentRealizedPnl: percentOf(row.realized_pnl_micros, row.bought_cost_micros),
    curPrice: roundTo(mark / MICROS_PER_UNIT, 6),
    // Resolution settles every position at once, so nothing held is ever left to redeem.
    redeemable: false,
    mergeable,
    ...marketFields(market, outcomeIndex),
    eventId: String(row.event_id),
    outcomeIndex,
    oppositeOutcome: market.tokens[opposite]?.outcome ?? '',
    oppositeAsset: assetOf(row.condition_id, opposite),
    endDate: row.end_date,
    negativeRisk: market.negRisk,
  };
}

/** Markets where the wallet holds both outcomes: it could merge them back into collateral. */
export function mergeableMarkets(rows: readonly OpenPositionRow[]): Set<number> {
  const outcomes = new Map<number, number>();
  for (const row of rows) outcomes.set(row.market_id, (outcomes.get(row.market_id) ?? 0) + 1);
  return new Set([...outcomes].filter(([, count]) => count > 1).map(([marketId]) => marketId));
}

type SortKey = (position: Position) => number | string;

const SORT_KEYS: Record<PositionsQuery['sortBy'], SortKey> = {
  CURRENT: (p) => p.currentValue,
  INITIAL: (p) => p.initialValue,
  TOKENS: (p) => p.size,
  CASHPNL: (p) => p.cashPnl,
  PERCENTPNL: (p) => p.percentPnl,
  TITLE: (p) => p.title,
  RESOLVING: (p) => p.endDate,
  PRICE: (p) => p.curPrice,
  AVGPRICE: (p) => p.avgPrice,
};

const compareKeys = (a: number | string, b: number | string): number =>
  typeof a === 'string' || typeof b === 'string' ? String(a).localeCompare(String(b)) : a - b;

/**
 * Sorted by the query's key in its direction; equal keys keep the market and outcome order the
 * rows came in (Array.prototype.sort is stable).
 */
export function sortPositions(positions: Position[], query: PositionsQuery): Position[] {
  const key = SORT_KEYS[query.sortBy];
  const sign = query.sortDirection === 'ASC' ? 1 : -1;
  return positions.sort((a, b) => sign * compareKeys(key(a), key(b)));
}
