import type { MarketsQuery, marketOrderColumns } from '../../contract/index.js';
import {
  IN_LIST,
  SqlFilter,
  addAmountBound,
  addDateFilters,
  aliasValues,
  hasValues,
  jsonList,
  marketInScope,
  orderByClause,
  parseCreator,
  tagConditions,
} from '../shared/index.js';

/** SQL expression behind each `order` column of GET /markets. */
const MARKET_ORDER: Record<(typeof marketOrderColumns)[number], string> = {
  id: 'm.id',
  volume: 'm.volume_micros',
  volumeNum: 'm.volume_micros',
  volume24hr: 'm.volume_24hr_micros',
  volume1wk: 'm.volume_1wk_micros',
  volume1mo: 'm.volume_1mo_micros',
  volume1yr: 'm.volume_1yr_micros',
  liquidity: 'm.liquidity_micros',
  liquidityNum: 'm.liquidity_micros',
  startDate: 'm.start_date',
  endDate: 'm.end_date',
  createdAt: 'm.created_at',
  updatedAt: 'm.updated_at',
  competitive: 'm.competitive_micros',
  bestBid: 'm.best_bid_micros',
  bestAsk: 'm.best_ask_micros',
  lastTradePrice: 'm.last_trade_price_micros',
  spread: '(m.best_ask_micros - m.best_bid_micros)',
  oneDayPriceChange: 'm.one_day_price_change_micros',
  question: 'm.question',
  slug: 'm.slug',
};

const lower = (values: readonly string[]): string[] => values.map((value) => value.toLowerCase());

function marketFilter(query: MarketsQuery): SqlFilter {
  const filter = new SqlFilter();
  for (const state of ['active', 'closed', 'archived'] as const) {
    const value = query[state];
    if (value !== undefined) filter.add(`m.${state} = ?`, value ? 1 : 0);
  }
  for (const tag of tagConditions(query, 'm.event_id')) filter.add(tag.sql, ...tag.params);
  if (query.event_id !== undefined) filter.add('m.event_id = ?', query.event_id);
  for (const slug of aliasValues(query.event_slug, query.eventSlug)) {
    filter.add('m.event_id IN (SELECT id FROM events WHERE slug = ?)', slug);
  }
  for (const conditionId of aliasValues(query.conditionId, query.condition_id)) {
    filter.add('m.condition_id = ?', conditionId.toLowerCase());
  }
  if (hasValues(query.condition_ids)) {
    filter.add(`m.condition_id ${IN_LIST}`, jsonList(lower(query.condition_ids)));
  }
  if (hasValues(query.slug)) filter.add(`m.slug ${IN_LIST}`, jsonList(query.slug));
  if (hasValues(query.id)) filter.add(`m.id ${IN_LIST}`, jsonList(query.id));
  if (hasValues(query.clob_token_ids)) {
    filter.add(
      `m.id IN (SELECT market_id FROM market_tokens WHERE token_id ${IN_LIST})`,
      jsonList(query.clob_token_ids),
    );
  }
  addAmountBound(filter, 'm.liquidity_micros', '>=', 'liquidity_num_min', query.liquidity_num_min);
  addAmountBound(filter, 'm.liquidity_micros', '<=', 'liquidity_num_max', query.liquidity_num_max);
  addAmountBound(filter, 'm.volume_micros', '>=', 'volume_num_min', query.volume_num_min);
  addAmountBound(filter, 'm.volume_micros', '<=', 'volume_num_max', query.volume_num_max);
  addDateFilters(filter, query, 'm.start_date', 'm.end_date');
  const scope = parseCreator(query.creator);
  if (scope) {
    const inScope = marketInScope(scope, 'm');
    filter.add(inScope.sql, ...inScope.params);
  }
  return filter;
}

/**
 * The ids of one page of GET /markets. The SQL text depends only on which filters are
 * present (lists travel as one JSON parameter), so the statement cache stays small.
 */
export function marketPageSql(query: MarketsQuery): { sql: string; params: unknown[] } {
  const filter = marketFilter(query);
  const orderBy = orderByClause(query.order, query.ascending, MARKET_ORDER, 'm.id');
  return {
    sql: `SELECT m.id FROM markets m ${filter.where()} ${orderBy} LIMIT ? OFFSET ?`,
    params: [...filter.params, query.limit, query.offset],
  };
}
