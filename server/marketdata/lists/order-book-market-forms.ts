import {
  assetUrl,
  displayedPriceMicros,
  microsToNumber,
  REWARDS_ASSET_ADDRESS,
} from '../../catalog/index.js';
import type {
  OrderBookMarket,
  OrderBookMarketRewards,
  OrderBookMarketToken,
  SamplingMarket,
  SimplifiedMarket,
} from '../../contract/index.js';
import { MICROS_PER_UNIT } from '../../shared/index.js';
import type { OrderBookMarketRow } from './order-book-market-row.js';

const flag = (value: number): boolean => value !== 0;

/** A mirror's market's prices as its upstream gives them, in outcome order; else null. */
function upstreamPrices(row: OrderBookMarketRow): number[] | null {
  if (!flag(row.mirrored) || row.upstream_outcome_prices === null) return null;
  try {
    const prices: unknown = JSON.parse(row.upstream_outcome_prices);
    return Array.isArray(prices) ? prices.map(Number) : null;
  } catch {
    return null;
  }
}

/**
 * The tokens in outcome order with the price the venue displays for them: the first outcome's
 * displayed price (midpoint, or last trade when the book is wider than 0.10) and its
 * complement; a resolved market pays 1 to its winner and 0 to the other. A mirror's market
 * shows the prices its upstream gives (`outcomePrices`), whatever the market's state.
 */
function tokensOf(row: OrderBookMarketRow): OrderBookMarketToken[] {
  const tokens = JSON.parse(row.tokens) as [tokenId: string, outcome: string][];
  const winner = flag(row.closed) ? row.winning_outcome_index : null;
  const upstream = upstreamPrices(row);
  const yes = displayedPriceMicros(
    row.best_bid_micros,
    row.best_ask_micros,
    row.last_trade_price_micros,
  );
  const priceMicros = (index: number): number => {
    if (winner !== null) return index === winner ? MICROS_PER_UNIT : 0;
    return index === 0 ? yes : MICROS_PER_UNIT - yes;
  };
  const price = (index: number): number =>
    upstream ? (upstream[index] ?? 0) : microsToNumber(priceMicros(index));
  return tokens.map(([tokenId, outcome], index) => ({
    token_id: tokenId,
    outcome,
    price: price(index),
    winner: index === winner,
  }));
}

function rewardsOf(row: OrderBookMarketRow): OrderBookMarketRewards {
  const dailyRate = row.rewards_daily_rate_micros;
  return {
    rates:
      dailyRate > 0
        ? [{ asset_address: REWARDS_ASSET_ADDRESS, rewards_daily_rate: microsToNumber(dailyRate) }]
        : [],
    min_size: microsToNumber(row.rewards_min_size_micros),
    max_spread: microsToNumber(row.rewards_max_spread_micros),
  };
}

/** The market's state as one word (the specification leaves the values open). */
function statusOf(row: OrderBookMarketRow): string {
  if (flag(row.archived)) return 'archived';
  if (flag(row.closed)) return 'closed';
  return flag(row.active) && flag(row.accepting_orders) ? 'active' : 'inactive';
}

/** GET /markets (order-book form): exactly the specification's full form. */
export function toOrderBookMarket(row: OrderBookMarketRow, baseUrl: string): OrderBookMarket {
  return {
    enable_order_book: flag(row.enable_order_book),
    active: flag(row.active),
    closed: flag(row.closed),
    archived: flag(row.archived),
    accepting_orders: flag(row.accepting_orders),
    accepting_order_timestamp: row.start_date,
    minimum_order_size: microsToNumber(row.min_order_size_micros),
    minimum_tick_size: microsToNumber(row.tick_size_micros),
    condition_id: row.condition_id,
    question_id: row.question_id,
    question: row.question,
    description: flag(row.mirrored) ? (row.upstream_description ?? '') : row.description,
    market_slug: row.slug,
    // A mirror's market without an end date upstream has none here either.
    end_date_iso: flag(row.mirrored) ? row.upstream_end_date : row.end_date,
    game_start_time: '',
    seconds_delay: 0,
    fpmm: '',
    maker_base_fee: row.maker_base_fee_bps,
    taker_base_fee: row.taker_base_fee_bps,
    taker_order_delay_ms: 0,
    order_age_seconds: 0,
    notifications_enabled: true,
    neg_risk: flag(row.neg_risk),
    neg_risk_market_id: row.neg_risk_market_id,
    neg_risk_request_id: row.neg_risk_request_id,
    icon: assetUrl(row.icon, baseUrl),
    image: assetUrl(row.image, baseUrl),
    rewards: rewardsOf(row),
    is_50_50_outcome: false,
    itode: false,
    screening_check_enabled: false,
    tokens: tokensOf(row),
    tags: JSON.parse(row.tags) as string[],
  };
}

function identityOf(row: OrderBookMarketRow, tokens: readonly OrderBookMarketToken[]) {
  return {
    status: statusOf(row),
    slug: row.slug,
    market_id: row.id,
    assets_ids: tokens.map((token) => token.token_id),
    outcomes: tokens.map((token) => token.outcome),
  };
}

/** GET /sampling-markets: the full form, the market's identity and its event. */
export function toSamplingMarket(row: OrderBookMarketRow, baseUrl: string): SamplingMarket {
  const market = toOrderBookMarket(row, baseUrl);
  return {
    ...market,
    ...identityOf(row, market.tokens),
    event: {
      id: String(row.event_id),
      slug: row.event_slug,
      title: row.event_title,
      ticker: row.event_ticker,
      description: row.event_description,
    },
    raw_metadata: {},
  };
}

/** GET /simplified-markets and GET /sampling-simplified-markets. */
export function toSimplifiedMarket(row: OrderBookMarketRow): SimplifiedMarket {
  const tokens = tokensOf(row);
  return {
    condition_id: row.condition_id,
    question: row.question,
    neg_risk: flag(row.neg_risk),
    active: flag(row.active),
    closed: flag(row.closed),
    archived: flag(row.archived),
    accepting_orders: flag(row.accepting_orders),
    tokens,
    rewards: rewardsOf(row),
    ...identityOf(row, tokens),
  };
}
