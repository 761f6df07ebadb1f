import type { MarketColumns } from '../../catalog/index.js';

/** A market as the order-book market lists read it (table aliases `m` market, `e` event). */
export interface OrderBookMarketRow extends Pick<MarketColumns, (typeof MARKET_COLUMNS)[number]> {
  /** JSON array of [token_id, outcome], in outcome order. */
  tokens: string;
  /** JSON array of the event's tag labels. */
  tags: string;
  event_id: number;
  event_slug: string;
  event_title: string;
  event_ticker: string;
  event_description: string;
  /** 1 for a mirror's market (the upstream's values below apply), 0 for a local venue's. */
  mirrored: number;
  /** A mirror's market: its upstream `endDate` (null when the upstream gave none). */
  upstream_end_date: string | null;
  /** A mirror's market: its upstream `outcomePrices` (JSON text of decimal strings). */
  upstream_outcome_prices: string | null;
  /** A mirror's market: its upstream `description` (its column is left empty). */
  upstream_description: string | null;
}

/** The markets columns the lists select (alias `m`), in select order. */
const MARKET_COLUMNS = [
  'id',
  'condition_id',
  'question_id',
  'question',
  'slug',
  'description',
  'image',
  'icon',
  'start_date',
  'end_date',
  'active',
  'closed',
  'archived',
  'accepting_orders',
  'enable_order_book',
  'neg_risk',
  'neg_risk_market_id',
  'neg_risk_request_id',
  'tick_size_micros',
  'min_order_size_micros',
  'maker_base_fee_bps',
  'taker_base_fee_bps',
  'rewards_daily_rate_micros',
  'rewards_min_size_micros',
  'rewards_max_spread_micros',
  'winning_outcome_index',
  'best_bid_micros',
  'best_ask_micros',
  'last_trade_price_micros',
] as const satisfies readonly (keyof MarketColumns)[];

/** Markets with liquidity rewards configured that still trade: the sampling lists. */
export const SAMPLING_FILTER = 'm.rewards_daily_rate_micros > 0 AND m.closed = 0';

/** One page of markets in id order; `filter` narrows them (an SQL condition on `m`). */
export function orderBookMarketPageSql(filter: string): string {
  return `SELECT ${MARKET_COLUMNS.map((column) => `m.${column}`).join(', ')},
      (SELECT json_group_array(json_array(token_id, outcome) ORDER BY outcome_index)
         FROM market_tokens WHERE market_id = m.id) AS tokens,
      (SELECT json_group_array(t.label ORDER BY t.id) FROM event_tags et
         JOIN tags t ON t.id = et.tag_id WHERE et.event_id = m.event_id) AS tags,
      e.id AS event_id, e.slug AS event_slug, e.title AS event_title,
      e.ticker AS event_ticker, e.description AS event_description,
      m.upstream_json IS NOT NULL AS mirrored,
      json_extract(m.upstream_json, '$.endDate') AS upstream_end_date,
      json_extract(m.upstream_json, '$.outcomePrices') AS upstream_outcome_prices,
      json_extract(m.upstream_json, '$.description') AS upstream_description
    FROM markets m JOIN events e ON e.id = m.event_id
    WHERE ${filter}
    ORDER BY m.id LIMIT ? OFFSET ?`;
}
