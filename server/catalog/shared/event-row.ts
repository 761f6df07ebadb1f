import type { SeriesEventSummary } from '../../contract/index.js';
import { periodStart } from './calendar.js';
import { columnsOf, jsonRow } from './json-row.js';
import { assetUrl, flag, microsToNumber } from './units.js';
import { upstreamObject, withoutKeys } from './upstream-object.js';

/**
 * Comments whose parent entity is the event `e` (replies included); a mirror's event counts
 * what its upstream said (the comments themselves are not synced).
 */
export const COMMENT_COUNT_SQL = `SELECT COALESCE(e.upstream_comment_count, (SELECT COUNT(*)
  FROM comments c WHERE c.parent_entity_type = 'Event' AND c.parent_entity_id = e.id))`;

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
  volume_1wk_micros: number;
  volume_1mo_micros: number;
  volume_1yr_micros: number;
  open_interest_micros: number;
  /** A mirror's event as its upstream sent it (its `markets` emptied); null on a local venue. */
  upstream_json: string | null;
  comment_count: number;
  /** 1 when at least one of its markets trades on the order book. */
  enable_order_book: number;
  series_slug: string | null;
  series_recurrence: string | null;
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
  'volume_1wk_micros',
  'volume_1mo_micros',
  'volume_1yr_micros',
  'open_interest_micros',
  'upstream_json',
] as const satisfies readonly Exclude<keyof EventRow, keyof EventRowExtras>[];

/** The events table's own columns, as EVENT_ROW selects them (without its subqueries). */
export type EventColumns = Omit<EventRow, keyof EventRowExtras>;

/** What EVENT_ROW selects besides the events row, each a subquery of event `e`. */
interface EventRowExtras {
  comment_count: number;
  enable_order_book: number;
  series_slug: string | null;
  series_recurrence: string | null;
}

/** The first of the event's series (the venue's events belong to one at most). */
const FIRST_SERIES = (column: string) => `(SELECT s.${column} FROM series_events se
  JOIN series s ON s.id = se.series_id WHERE se.event_id = e.id ORDER BY s.id LIMIT 1)`;

const EXTRAS: Record<keyof EventRowExtras, string> = {
  comment_count: `(${COMMENT_COUNT_SQL})`,
  enable_order_book: `(SELECT COALESCE(MAX(m.enable_order_book), 0) FROM markets m
    WHERE m.event_id = e.id)`,
  series_slug: FIRST_SERIES('slug'),
  series_recurrence: FIRST_SERIES('recurrence'),
};

/**
 * An events row (table alias `e`) with its comment count (replies included), whether its
 * markets trade on the book and its series, selected as one JSON array. Select it only for
 * the rows of a page: the subqueries run once per row.
 */
export const EVENT_ROW = jsonRow([...columnsOf('e', EVENT_FIELDS), ...Object.entries(EXTRAS)]);

/** What a series' or a market's summary of a mirror's event leaves out of the event. */
const NOT_IN_SERIES_SUMMARY = ['markets', 'tags', 'series', 'eventMetadata'];
const NOT_IN_MARKET_SUMMARY = ['markets', 'tags'];

/** A mirror's event as its upstream sent it, `markets` (emptied) to be filled; else null. */
export const upstreamEvent = (
  row: Pick<EventRow, 'upstream_json'>,
): Record<string, unknown> | null =>
  row.upstream_json === null ? null : upstreamObject(row.upstream_json);

/**
 * The event a mirror's market carries in its `events`: the event as the upstream sent it, with
 * its series and metadata, without its markets and tags (as the venue nests it); null for a
 * local venue's event.
 */
export function upstreamMarketEvent(
  row: Pick<EventRow, 'upstream_json'>,
): Record<string, unknown> | null {
  const event = upstreamEvent(row);
  return event && withoutKeys(event, NOT_IN_MARKET_SUMMARY);
}

/** An event without tags, markets and series (as listed inside a series). */
export function toEventCore(row: EventRow, baseUrl: string): SeriesEventSummary {
  const upstream = upstreamEvent(row);
  if (upstream) return withoutKeys(upstream, NOT_IN_SERIES_SUMMARY) as SeriesEventSummary;
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
    volume1wk: microsToNumber(row.volume_1wk_micros),
    volume1mo: microsToNumber(row.volume_1mo_micros),
    volume1yr: microsToNumber(row.volume_1yr_micros),
    openInterest: microsToNumber(row.open_interest_micros),
    enableOrderBook: flag(row.enable_order_book),
    enableNegRisk: flag(row.neg_risk),
    // Every outcome of every market is listed: the catalog hides none.
    showAllOutcomes: true,
  };
  if (row.neg_risk_market_id) event.negRiskMarketID = row.neg_risk_market_id;
  if (row.series_slug !== null) event.seriesSlug = row.series_slug;
  const startTime = periodStart(row.end_date, row.series_recurrence);
  if (startTime !== null) event.startTime = startTime;
  return event;
}
