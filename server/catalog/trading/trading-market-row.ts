import type { TradingMarket, TradingToken } from '../types.js';
import type { MarketColumns } from '../shared/market-row.js';
import { assetUrl, flag } from '../shared/units.js';

/** Micro-units per tick of 0.0001, the engine's price unit. */
const MICROS_PER_TICK = 100;

/** The markets columns the trading layer reads, with its event's slug and its tokens. */
export type TradingMarketRow = Pick<
  MarketColumns,
  | 'id'
  | 'condition_id'
  | 'question'
  | 'slug'
  | 'icon'
  | 'tick_size_micros'
  | 'min_order_size_micros'
  | 'neg_risk'
  | 'fee_rate_micros'
  | 'fee_exponent'
  | 'fee_taker_only'
  | 'maker_base_fee_bps'
  | 'taker_base_fee_bps'
  | 'active'
  | 'closed'
  | 'archived'
  | 'accepting_orders'
  | 'winning_outcome_index'
> & {
  event_slug: string;
  /** JSON array of [token_id, outcome_index, outcome], in outcome order. */
  tokens: string;
};

/** The trading columns of a market (alias `m`) and its event (alias `e`). */
export const TRADING_MARKET_SELECT = `SELECT m.id, m.condition_id, m.question, m.slug, m.icon,
    e.slug AS event_slug, m.tick_size_micros, m.min_order_size_micros, m.neg_risk,
    m.fee_rate_micros, m.fee_exponent, m.fee_taker_only, m.maker_base_fee_bps,
    m.taker_base_fee_bps, m.active, m.closed, m.archived, m.accepting_orders,
    m.winning_outcome_index,
    (SELECT json_group_array(json_array(token_id, outcome_index, outcome) ORDER BY outcome_index)
       FROM market_tokens WHERE market_id = m.id) AS tokens
  FROM markets m JOIN events e ON e.id = m.event_id`;

type TokenColumns = [tokenId: string, outcomeIndex: number, outcome: string];

function binaryTokens(json: string): readonly [TradingToken, TradingToken] | null {
  const tokens = JSON.parse(json) as TokenColumns[];
  if (tokens.length !== 2) return null;
  const [first, second] = tokens as [TokenColumns, TokenColumns];
  if (first[1] !== 0 || second[1] !== 1) return null;
  return Object.freeze([
    Object.freeze({ tokenId: first[0], outcome: first[2], outcomeIndex: 0 }),
    Object.freeze({ tokenId: second[0], outcome: second[2], outcomeIndex: 1 }),
  ] as const);
}

/**
 * A market row as the trading layer sees it, frozen (it is shared by every caller). A market
 * without exactly the two outcome tokens 0 and 1 is not tradable: null.
 */
export function toTradingMarket(row: TradingMarketRow, baseUrl: string): TradingMarket | null {
  const tokens = binaryTokens(row.tokens);
  if (!tokens) return null;
  return Object.freeze({
    marketId: row.id,
    conditionId: row.condition_id,
    question: row.question,
    slug: row.slug,
    icon: assetUrl(row.icon, baseUrl),
    eventSlug: row.event_slug,
    tokens,
    tickTicks: row.tick_size_micros / MICROS_PER_TICK,
    minSizeMicros: row.min_order_size_micros,
    negRisk: flag(row.neg_risk),
    fee: Object.freeze({
      rateMicros: row.fee_rate_micros,
      exponent: row.fee_exponent,
      takerOnly: flag(row.fee_taker_only),
    }),
    makerBaseFeeBps: row.maker_base_fee_bps,
    takerBaseFeeBps: row.taker_base_fee_bps,
    active: flag(row.active),
    closed: flag(row.closed),
    archived: flag(row.archived),
    acceptingOrders: flag(row.accepting_orders),
    winningOutcomeIndex: row.winning_outcome_index,
  });
}
