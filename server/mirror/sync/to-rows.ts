import type { EventColumns, MarketRow, SeriesRow, TagRow } from '../../catalog/index.js';
import { MICROS_PER_UNIT, microsFromDecimalString } from '../../shared/index.js';
import type { WireEvent, WireMarket, WireNumber, WireSeries, WireTag } from './wire.js';

// Upstream JSON -> catalog rows. Each row keeps the object's JSON text as the upstream sent it
// (`upstream_json`, what the catalog serves); the other columns are read from it for filtering,
// ordering, search and trading: amounts become integer micro-units (rounded past six
// decimals), and a field the upstream leaves out gets the default the local catalog gives it.

/** A decimal (string or number) in micro-units; null when absent or not a number. */
export function microsOrNull(value: WireNumber): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const exact = microsFromDecimalString(value);
    if (exact !== null) return exact;
  }
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * MICROS_PER_UNIT) : null;
}

const micros = (value: WireNumber, fallback = 0): number => microsOrNull(value) ?? fallback;

function integer(value: WireNumber, fallback: number): number {
  const number = value === null || value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(number) ? Math.round(number) : fallback;
}

const bit = (value: boolean | null | undefined, fallback = false): number =>
  (value ?? fallback) ? 1 : 0;

const text = (value: string | null | undefined): string => value ?? '';

/** A JSON-encoded array of strings (`outcomes`, `clobTokenIds`); [] when it is not one. */
function stringArray(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** Catalog ids are integers; an upstream sends them as text. */
export function catalogId(value: string | number): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 0)
    throw new Error(`upstream id ${String(value)} is not a catalog id`);
  return id;
}

const EPOCH = '1970-01-01T00:00:00.000Z';

/**
 * The object's JSON text as it came, with the nested list the catalog composes from its own
 * rows (an event's `markets`, a series' `events`) left empty where the upstream put it, and a
 * market's `events` left out: those are served from the rows they name, as they are now.
 */
function upstreamText(object: object, composed: 'markets' | 'events' | null): string {
  if (composed === null) return JSON.stringify(object);
  if (!(composed in object)) return JSON.stringify(object);
  return JSON.stringify({ ...object, [composed]: [] });
}

/** A market's text without the summary of its event. */
function marketText(market: WireMarket): string {
  if (!('events' in market)) return JSON.stringify(market);
  const { events: _event, ...own } = market;
  return JSON.stringify(own);
}

export type TagRowValues = TagRow;

export function tagRow(tag: WireTag): TagRowValues {
  const updatedAt = tag.updatedAt ?? tag.createdAt ?? EPOCH;
  return {
    id: catalogId(tag.id),
    label: text(tag.label),
    slug: tag.slug ?? String(tag.id),
    force_show: bit(tag.forceShow),
    requires_translation: bit(tag.requiresTranslation),
    created_at: tag.createdAt ?? updatedAt,
    updated_at: updatedAt,
    upstream_json: upstreamText(tag, null),
  };
}

export type SeriesRowValues = SeriesRow;

export function seriesRow(series: WireSeries): SeriesRowValues {
  const updatedAt = series.updatedAt ?? series.createdAt ?? EPOCH;
  return {
    id: catalogId(series.id),
    ticker: text(series.ticker),
    slug: series.slug ?? String(series.id),
    title: text(series.title),
    series_type: text(series.seriesType),
    recurrence: text(series.recurrence),
    image: text(series.image),
    icon: text(series.icon),
    active: bit(series.active, true),
    closed: bit(series.closed),
    archived: bit(series.archived),
    created_at: series.createdAt ?? updatedAt,
    updated_at: updatedAt,
    upstream_json: upstreamText(series, 'events'),
  };
}

/** An events row; the upstream's comment count stands in for the comments a mirror lacks. */
export type EventRowValues = EventColumns & { upstream_comment_count: number | null };

export function eventRow(event: WireEvent): EventRowValues {
  const updatedAt = event.updatedAt ?? event.createdAt ?? EPOCH;
  const createdAt = event.createdAt ?? updatedAt;
  const startDate = event.startDate ?? createdAt;
  const comments = event.commentCount;
  return {
    id: catalogId(event.id),
    ticker: text(event.ticker),
    slug: event.slug ?? String(event.id),
    title: text(event.title),
    description: text(event.description),
    resolution_source: text(event.resolutionSource),
    image: text(event.image),
    icon: text(event.icon),
    start_date: startDate,
    creation_date: event.creationDate ?? createdAt,
    end_date: event.endDate ?? startDate,
    created_at: createdAt,
    updated_at: updatedAt,
    active: bit(event.active, true),
    closed: bit(event.closed),
    archived: bit(event.archived),
    featured: bit(event.featured),
    neg_risk: bit(event.negRisk),
    neg_risk_market_id: text(event.negRiskMarketID),
    event_metadata: JSON.stringify(event.eventMetadata ?? {}),
    volume_micros: micros(event.volume),
    volume_24hr_micros: micros(event.volume24hr),
    volume_1wk_micros: micros(event.volume1wk),
    volume_1mo_micros: micros(event.volume1mo),
    volume_1yr_micros: micros(event.volume1yr),
    liquidity_micros: micros(event.liquidity),
    competitive_micros: micros(event.competitive),
    open_interest_micros: micros(event.openInterest),
    upstream_comment_count:
      comments === null || comments === undefined ? null : integer(comments, 0),
    upstream_json: upstreamText(event, 'markets'),
  };
}

/** A markets row (its token ids go to market_tokens), with the upstream's open interest. */
export type MarketRowValues = Omit<MarketRow, 'clob_token_ids'> & { open_interest_micros: number };

export interface MarketToken {
  tokenId: string;
  outcome: string;
}

/** A market row and its outcome tokens in outcome order. */
export interface MarketRows {
  row: MarketRowValues;
  tokens: MarketToken[];
}

/** The outcome a resolved market paid out on: its price is 1 and every other 0. */
function winningOutcome(market: WireMarket): number | null {
  if (!market.closed || market.umaResolutionStatus !== 'resolved') return null;
  const prices = stringArray(market.outcomePrices).map(Number);
  const winner = prices.indexOf(1);
  return winner >= 0 && prices.every((price, index) => index === winner || price === 0)
    ? winner
    : null;
}

/** The tick size the local catalog gives a market the upstream says nothing of: 0.01. */
const DEFAULT_TICK_MICROS = 10_000;
/** The smallest order of such a market: 5 shares. */
const DEFAULT_MIN_SIZE_MICROS = 5_000_000;

/** The event a market of a market list belongs to; null when the list did not say. */
export function eventIdOf(market: WireMarket): number | null {
  const event = market.events?.[0];
  return event ? catalogId(event.id) : null;
}

export function marketRows(market: WireMarket, eventId: number): MarketRows {
  const updatedAt = market.updatedAt ?? market.createdAt ?? EPOCH;
  const createdAt = market.createdAt ?? updatedAt;
  const startDate = market.startDate ?? createdAt;
  const outcomes = stringArray(market.outcomes);
  const tokenIds = stringArray(market.clobTokenIds);
  const fee = market.feeSchedule ?? {};
  return {
    row: {
      id: catalogId(market.id),
      event_id: eventId,
      condition_id: text(market.conditionId).toLowerCase(),
      question_id: text(market.questionID),
      question: text(market.question),
      slug: market.slug ?? String(market.id),
      // Served from the upstream's text (the order-book lists read it there too): not kept twice.
      description: '',
      resolution_source: text(market.resolutionSource),
      image: text(market.image),
      icon: text(market.icon),
      group_item_title: text(market.groupItemTitle),
      outcomes: JSON.stringify(outcomes),
      start_date: startDate,
      end_date: market.endDate ?? startDate,
      created_at: createdAt,
      updated_at: updatedAt,
      closed_time: market.closedTime ?? null,
      active: bit(market.active, true),
      closed: bit(market.closed),
      archived: bit(market.archived),
      featured: bit(market.featured),
      accepting_orders: bit(market.acceptingOrders),
      enable_order_book: bit(market.enableOrderBook, true),
      neg_risk: bit(market.negRisk),
      neg_risk_market_id: text(market.negRiskMarketID),
      neg_risk_request_id: text(market.negRiskRequestID),
      tick_size_micros: micros(market.orderPriceMinTickSize, DEFAULT_TICK_MICROS),
      min_order_size_micros: micros(market.orderMinSize, DEFAULT_MIN_SIZE_MICROS),
      maker_base_fee_bps: integer(market.makerBaseFee, 0),
      taker_base_fee_bps: integer(market.takerBaseFee, 0),
      fee_rate_micros: micros(fee.rate),
      fee_exponent: integer(fee.exponent, 0),
      fee_taker_only: bit(fee.takerOnly, true),
      rewards_daily_rate_micros: micros(market.clobRewards?.[0]?.rewardsDailyRate),
      rewards_min_size_micros: micros(market.rewardsMinSize),
      rewards_max_spread_micros: micros(market.rewardsMaxSpread),
      winning_outcome_index: winningOutcome(market),
      volume_micros: micros(market.volume ?? market.volumeNum),
      volume_24hr_micros: micros(market.volume24hr),
      volume_1wk_micros: micros(market.volume1wk),
      volume_1mo_micros: micros(market.volume1mo),
      volume_1yr_micros: micros(market.volume1yr),
      liquidity_micros: micros(market.liquidity ?? market.liquidityNum),
      best_bid_micros: microsOrNull(market.bestBid),
      best_ask_micros: microsOrNull(market.bestAsk),
      last_trade_price_micros: microsOrNull(market.lastTradePrice),
      one_day_price_change_micros: microsOrNull(market.oneDayPriceChange),
      one_week_price_change_micros: microsOrNull(market.oneWeekPriceChange),
      one_month_price_change_micros: microsOrNull(market.oneMonthPriceChange),
      open_interest_micros: micros(market.openInterest),
      competitive_micros: micros(market.competitive),
      upstream_json: marketText(market),
    },
    tokens: tokenIds.map((tokenId, index) => ({ tokenId, outcome: outcomes[index] ?? '' })),
  };
}
