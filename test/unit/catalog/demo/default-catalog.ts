import { all, seedTemporaryCatalog, type SeededCatalog } from './helpers.js';

export const HEX_32 = /^0x[0-9a-f]{64}$/;
export const ADDRESS = /^0x[0-9a-f]{40}$/;
export const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const ONE = 1_000_000;

export interface MarketRow {
  id: number;
  event_id: number;
  condition_id: string;
  question_id: string;
  slug: string;
  outcomes: string;
  image: string;
  icon: string;
  start_date: string;
  end_date: string;
  created_at: string;
  updated_at: string;
  closed_time: string | null;
  active: number;
  closed: number;
  archived: number;
  accepting_orders: number;
  neg_risk: number;
  neg_risk_market_id: string;
  group_item_title: string;
  tick_size_micros: number;
  min_order_size_micros: number;
  fee_rate_micros: number;
  fee_exponent: number;
  rewards_daily_rate_micros: number;
  creator: string;
  winning_outcome_index: number | null;
  volume_micros: number;
  volume_24hr_micros: number;
  volume_1wk_micros: number;
  volume_1mo_micros: number;
  volume_1yr_micros: number;
  liquidity_micros: number;
  best_bid_micros: number | null;
  best_ask_micros: number | null;
  last_trade_price_micros: number | null;
  one_day_price_change_micros: number | null;
  competitive_micros: number;
}

export interface EventRow {
  id: number;
  slug: string;
  image: string;
  closed: number;
  archived: number;
  neg_risk: number;
  neg_risk_market_id: string;
  volume_micros: number;
  end_date: string;
}

export interface DefaultCatalog {
  catalog: SeededCatalog;
  markets: MarketRow[];
  events: EventRow[];
  /** Markets by event id, in id order. */
  marketsOf: Map<number, MarketRow[]>;
}

/** The demo catalog at its default size, with its market and event rows loaded. */
export function loadDefaultCatalog(): DefaultCatalog {
  const catalog = seedTemporaryCatalog();
  const markets = all<MarketRow>(catalog.db, 'SELECT * FROM markets ORDER BY id');
  const events = all<EventRow>(catalog.db, 'SELECT * FROM events ORDER BY id');
  const marketsOf = new Map<number, MarketRow[]>();
  for (const market of markets) {
    marketsOf.set(market.event_id, [...(marketsOf.get(market.event_id) ?? []), market]);
  }
  return { catalog, markets, events, marketsOf };
}
