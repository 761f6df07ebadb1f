import type { SeriesWithoutEvents } from '../../contract/index.js';
import { upstreamObject } from './upstream-object.js';
import { assetUrl, flag, microsToNumber } from './units.js';

export const SERIES_COLUMNS = `s.id, s.ticker, s.slug, s.title, s.series_type, s.recurrence,
  s.image, s.icon, s.active, s.closed, s.archived, s.created_at, s.updated_at, s.upstream_json`;

export interface SeriesRow {
  id: number;
  ticker: string;
  slug: string;
  title: string;
  series_type: string;
  recurrence: string;
  image: string;
  icon: string;
  active: number;
  closed: number;
  archived: number;
  created_at: string;
  updated_at: string;
  /** A mirror's series as its upstream sent it (its `events` emptied); null on a local venue. */
  upstream_json: string | null;
}

/** Sums over a series' events, in micro-units. */
export interface SeriesTotals {
  volumeMicros: number;
  volume24hrMicros: number;
  liquidityMicros: number;
}

/**
 * A series as the catalog serves it: a mirror's as its upstream sent it (with the figures the
 * upstream gave it), a local venue's with `totals` over its events.
 */
export const toSeries = (
  row: SeriesRow,
  totals: SeriesTotals,
  baseUrl: string,
): SeriesWithoutEvents =>
  row.upstream_json === null
    ? localSeries(row, totals, baseUrl)
    : upstreamObject<SeriesWithoutEvents>(row.upstream_json);

const localSeries = (
  row: SeriesRow,
  totals: SeriesTotals,
  baseUrl: string,
): SeriesWithoutEvents => ({
  id: String(row.id),
  ticker: row.ticker,
  slug: row.slug,
  title: row.title,
  seriesType: row.series_type,
  recurrence: row.recurrence,
  image: assetUrl(row.image, baseUrl),
  icon: assetUrl(row.icon, baseUrl),
  active: flag(row.active),
  closed: flag(row.closed),
  archived: flag(row.archived),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  volume: microsToNumber(totals.volumeMicros),
  volume24hr: microsToNumber(totals.volume24hrMicros),
  liquidity: microsToNumber(totals.liquidityMicros),
});
