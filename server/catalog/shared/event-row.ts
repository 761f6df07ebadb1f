import type { MarketEventSummary, SeriesEventSummary } from '../../contract/index.js';
import { columnsOf, jsonRow } from './json-row.js';
import { assetUrl, flag, microsToNumber } from './units.js';

/** Comments whose parent entity is the event `e` (replies included). */
export const COMMENT_COUNT_SQL = `SELECT COUNT(*) FROM comments c
  WHERE c.parent_entity_type = 'Event' AND c.parent_entity_id = e.id`;

export interface EventRow {
  id: number;
  ticker: string;
  slug: string;
  title: string;
  description: string;
  resolution_source: string;
  image: string;
  icon: string;
  start_date: string;
  creation_date: string;
  end_date: string;
  created_at: string;
  updated_at: string;
  active: number;
  closed: number;
  archived: number;
  featured: number;
  neg_risk: number;
  neg_risk_market_id: string;
  event_metadata: string;
  volume_micros: number;
  volume_24hr_micros: number;
  liquidity_micros: number;
  competitive_micros: number;
  comment_count: number;
}

export const EVENT_FIELDS = [
  'id',
  'ticker',
  'slug',
  'title',
  'description',
  'resolution_source',
  'image',
  'icon',
  'start_date',
  'creation_date',
  'end_date',
  'created_at',
  'updated_at',
  'active',
  'closed',
  'archived',
  'featured',
  'neg_risk',
  'neg_risk_market_id',
  'event_metadata',
  'volume_micros',
  'volume_24hr_micros',
  'liquidity_micros',
  'competitive_micros',
] as const satisfies readonly Exclude<keyof EventRow, 'comment_count'>[];

/**
 * An events row (table alias `e`) with its comment count (replies included), selected as
 * one JSON array. Select it only for the rows of a page: the count runs once per row.
 */
export const EVENT_ROW = jsonRow([
  ...columnsOf('e', EVENT_FIELDS),
  ['comment_count', `(${COMMENT_COUNT_SQL})`],
]);

/** An event without tags, markets and series (as listed inside a series). */
export function toEventCore(row: EventRow, baseUrl: string): SeriesEventSummary {
  const event: SeriesEventSummary = {
    id: String(row.id),
    ticker: row.ticker,
    slug: row.slug,
    title: row.title,
    description: row.description,
    resolutionSource: row.resolution_source,
    image: assetUrl(row.image, baseUrl),
    icon: assetUrl(row.icon, baseUrl),
    startDate: row.start_date,
    creationDate: row.creation_date,
    endDate: row.end_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    active: flag(row.active),
    closed: flag(row.closed),
    archived: flag(row.archived),
    featured: flag(row.featured),
    negRisk: flag(row.neg_risk),
    volume: microsToNumber(row.volume_micros),
    volume24hr: microsToNumber(row.volume_24hr_micros),
    liquidity: microsToNumber(row.liquidity_micros),
    competitive: microsToNumber(row.competitive_micros),
    commentCount: row.comment_count,
  };
  if (row.neg_risk_market_id) event.negRiskMarketID = row.neg_risk_market_id;
  return event;
}

/** The event summary of a single market: every field the specification lists for it. */
export function toFullEventSummary(
  row: Omit<EventRow, 'comment_count'>,
  baseUrl: string,
): MarketEventSummary {
  return {
    id: String(row.id),
    ticker: row.ticker,
    slug: row.slug,
    title: row.title,
    description: row.description,
    resolutionSource: row.resolution_source,
    startDate: row.start_date,
    creationDate: row.creation_date,
    endDate: row.end_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    image: assetUrl(row.image, baseUrl),
    icon: assetUrl(row.icon, baseUrl),
    active: flag(row.active),
    closed: flag(row.closed),
    archived: flag(row.archived),
  };
}
