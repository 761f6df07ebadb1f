import type { MarketWithoutEvents } from '../../contract/index.js';
import { REWARDS_ASSET_ADDRESS } from '../trading/clob-market.js';
import { displayedPriceMicros } from './displayed-price.js';
import { columnsOf, jsonRow } from './json-row.js';
import { assetUrl, flag, microsToDecimal, microsToNumber } from './units.js';
import { upstreamObject } from './upstream-object.js';

/**
 * A row of the markets table, every column as `SELECT * FROM markets` returns it (storage
 * migrations 001, 009 and 010). The one statement of the table's columns: every row type
 * read from the table picks its columns from it.
 */
export interface MarketColumns {
  id: number;
  event_id: number;
  condition_id: string;
  question_id: string;
  question: string;
  slug: string;
  description: string;
  resolution_source: string;
  image: string;
  icon: string;
  group_item_title: string;
  /** JSON array of outcome labels, in outcome-index order. */
  outcomes: string;
  start_date: string;
  end_date: string;
  created_at: string;
  updated_at: string;
  closed_time: string | null;
  active: number;
  closed: number;
  archived: number;
  featured: number;
  accepting_orders: number;
  enable_order_book: number;
  neg_risk: number;
  neg_risk_market_id: string;
  neg_risk_request_id: string;
  tick_size_micros: number;
  min_order_size_micros: number;
  maker_base_fee_bps: number;
  taker_base_fee_bps: number;
  fee_rate_micros: number;
  fee_exponent: number;
  fee_taker_only: number;
  rewards_daily_rate_micros: number;
  rewards_min_size_micros: number;
  rewards_max_spread_micros: number;
  /** Lower-case wallet address of the market's creator; empty when none. */
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
  one_week_price_change_micros: number | null;
  one_month_price_change_micros: number | null;
  open_interest_micros: number;
  /** The last full mirror sync pass that listed the row; null when none has. */
  sync_pass: number | null;
  /** A mirror's market as its upstream sent it (without `events`); null on a local venue. */
  upstream_json: string | null;
}

/** A markets row as MARKET_ROW selects it: the columns of MARKET_FIELDS and its token ids. */
export interface MarketRow extends Pick<MarketColumns, (typeof MARKET_FIELDS)[number]> {
  /** json_group_array keeps its JSON type inside json_array: the ids arrive as an array. */
  clob_token_ids: string[];
}

/** The markets columns MARKET_ROW selects, in select order. */
const MARKET_FIELDS = [
  'id',
  'event_id',
  'condition_id',
  'question_id',
  'question',
  'slug',
  'description',
  'resolution_source',
  'image',
  'icon',
  'group_item_title',
  'outcomes',
  'start_date',
  'end_date',
  'created_at',
  'updated_at',
  'closed_time',
  'active',
  'closed',
  'archived',
  'featured',
  'accepting_orders',
  'enable_order_book',
  'neg_risk',
  'neg_risk_market_id',
  'neg_risk_request_id',
  'tick_size_micros',
  'min_order_size_micros',
  'maker_base_fee_bps',
  'taker_base_fee_bps',
  'fee_rate_micros',
  'fee_exponent',
  'fee_taker_only',
  'rewards_min_size_micros',
  'rewards_max_spread_micros',
  'winning_outcome_index',
  'volume_micros',
  'volume_24hr_micros',
  'volume_1wk_micros',
  'volume_1mo_micros',
  'volume_1yr_micros',
  'liquidity_micros',
  'best_bid_micros',
  'best_ask_micros',
  'last_trade_price_micros',
  'one_day_price_change_micros',
  'one_week_price_change_micros',
  'one_month_price_change_micros',
  'competitive_micros',
  'rewards_daily_rate_micros',
  'upstream_json',
] as const satisfies readonly (keyof MarketColumns)[];

/**
 * A markets row (table alias `m`) with its token ids in outcome order, selected as one JSON
 * array. Select it only for the rows of a page: the token subquery runs once per row.
 */
export const MARKET_ROW = jsonRow([
  ...columnsOf('m', MARKET_FIELDS),
  [
    'clob_token_ids',
    `(SELECT json_group_array(token_id ORDER BY outcome_index) FROM market_tokens
       WHERE market_id = m.id)`,
  ],
]);

const ONE = 1_000_000;

/** JSON-encoded decimal prices in outcome order; a resolved market pays "1" to its winner. */
function outcomePrices(row: MarketRow): string {
  if (row.closed !== 0 && row.winning_outcome_index !== null) {
    const count = (JSON.parse(row.outcomes) as unknown[]).length;
    const winner = row.winning_outcome_index;
    return JSON.stringify(
      Array.from({ length: count }, (_, index) => (index === winner ? '1' : '0')),
    );
  }
  const yes = displayedPriceMicros(
    row.best_bid_micros,
    row.best_ask_micros,
    row.last_trade_price_micros,
  );
  return JSON.stringify([microsToDecimal(yes), microsToDecimal(ONE - yes)]);
}

/**
 * The market's liquidity rewards as the venue lists them: one programme paying its daily
 * rate in the collateral token from the market's start to its end, none without a rate.
 */
function clobRewards(row: MarketRow): MarketWithoutEvents['clobRewards'] {
  if (row.rewards_daily_rate_micros <= 0) return [];
  return [
    {
      id: String(row.id),
      conditionId: row.condition_id,
      assetAddress: REWARDS_ASSET_ADDRESS,
      rewardsAmount: 0,
      rewardsDailyRate: microsToNumber(row.rewards_daily_rate_micros),
      startDate: row.start_date.slice(0, 10),
      endDate: row.end_date.slice(0, 10),
    },
  ];
}

/** A market row as the catalog surface shows it: a mirror's as its upstream sent it. */
export function toMarketFields(row: MarketRow, baseUrl: string): MarketWithoutEvents {
  if (row.upstream_json !== null) return upstreamObject<MarketWithoutEvents>(row.upstream_json);
  const market: MarketWithoutEvents = {
    id: String(row.id),
    question: row.question,
    conditionId: row.condition_id,
    slug: row.slug,
    resolutionSource: row.resolution_source,
    image: assetUrl(row.image, baseUrl),
    icon: assetUrl(row.icon, baseUrl),
    description: row.description,
    questionID: row.question_id,
    startDate: row.start_date,
    endDate: row.end_date,
    startDateIso: row.start_date.slice(0, 10),
    endDateIso: row.end_date.slice(0, 10),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    outcomes: row.outcomes,
    outcomePrices: outcomePrices(row),
    clobTokenIds: JSON.stringify(row.clob_token_ids),
    active: flag(row.active),
    closed: flag(row.closed),
    archived: flag(row.archived),
    featured: flag(row.featured),
    acceptingOrders: flag(row.accepting_orders),
    enableOrderBook: flag(row.enable_order_book),
    negRisk: flag(row.neg_risk),
    groupItemTitle: row.group_item_title,
    // Every market trades on the order book; none has an automated market maker.
    marketMakerAddress: '',
    volume: microsToDecimal(row.volume_micros),
    volumeNum: microsToNumber(row.volume_micros),
    volume24hr: microsToNumber(row.volume_24hr_micros),
    volume1wk: microsToNumber(row.volume_1wk_micros),
    volume1mo: microsToNumber(row.volume_1mo_micros),
    volume1yr: microsToNumber(row.volume_1yr_micros),
    liquidity: microsToDecimal(row.liquidity_micros),
    liquidityNum: microsToNumber(row.liquidity_micros),
    competitive: microsToNumber(row.competitive_micros),
    orderPriceMinTickSize: microsToNumber(row.tick_size_micros),
    orderMinSize: microsToNumber(row.min_order_size_micros),
    makerBaseFee: row.maker_base_fee_bps,
    takerBaseFee: row.taker_base_fee_bps,
    feesEnabled: row.fee_rate_micros > 0,
    feeSchedule: {
      rate: microsToNumber(row.fee_rate_micros),
      exponent: row.fee_exponent,
      takerOnly: flag(row.fee_taker_only),
      // Fees go to the venue's fee account; none is rebated to makers.
      rebateRate: 0,
    },
    rewardsMinSize: microsToNumber(row.rewards_min_size_micros),
    rewardsMaxSpread: microsToNumber(row.rewards_max_spread_micros),
    clobRewards: clobRewards(row),
    // The operator resolves a market in one step: resolved or not yet proposed.
    umaResolutionStatuses: row.winning_outcome_index === null ? '[]' : '["resolved"]',
  };
  if (row.winning_outcome_index !== null) market.umaResolutionStatus = 'resolved';
  if (flag(row.enable_order_book)) market.acceptingOrdersTimestamp = row.start_date;
  if (row.closed_time !== null) market.closedTime = row.closed_time;
  if (row.neg_risk_market_id) market.negRiskMarketID = row.neg_risk_market_id;
  if (row.neg_risk_request_id) market.negRiskRequestID = row.neg_risk_request_id;
  const { best_bid_micros: bid, best_ask_micros: ask, last_trade_price_micros: last } = row;
  if (bid !== null) market.bestBid = microsToNumber(bid);
  if (ask !== null) market.bestAsk = microsToNumber(ask);
  if (bid !== null && ask !== null) market.spread = microsToNumber(ask - bid);
  if (last !== null) market.lastTradePrice = microsToNumber(last);
  const change = row.one_day_price_change_micros;
  if (change !== null) market.oneDayPriceChange = microsToNumber(change);
  const weekChange = row.one_week_price_change_micros;
  if (weekChange !== null) market.oneWeekPriceChange = microsToNumber(weekChange);
  const monthChange = row.one_month_price_change_micros;
  if (monthChange !== null) market.oneMonthPriceChange = microsToNumber(monthChange);
  return market;
}
