import {
  badParameter,
  HISTORY_INTERVALS,
  MAX_FIDELITY_MINUTES,
  type HistoryInterval,
} from '../contract/index.js';

const HOUR = 3_600;
const DAY = 24 * HOUR;
/** A window ending at endTs (or now); max and all reach back to the token's first price. */
const INTERVAL_SECONDS: Readonly<Record<HistoryInterval, number | null>> = {
  '1h': HOUR,
  '6h': 6 * HOUR,
  '1d': DAY,
  '1w': 7 * DAY,
  '1m': 30 * DAY,
  max: null,
  all: null,
};

/** Most buckets one answer may span (a week of minutes): a finer fidelity is refused. */
const MAX_HISTORY_BUCKETS = 10_080;
/** Timestamps beyond the year 2286 are refused rather than overflowing date arithmetic. */
const MAX_TIMESTAMP = 9_999_999_999;

export interface HistoryQuery {
  /** Unix seconds. */
  startTs?: number;
  endTs?: number;
  interval?: string;
  /** Bucket width in minutes. */
  fidelity?: number;
}

/** The query's parameters as the caller spelled them (startTs on GET, start_ts in a body). */
export interface HistoryParamNames {
  startTs: string;
  endTs: string;
  interval: string;
  fidelity: string;
}

export interface HistoryRange {
  /** Unix seconds, inclusive; null: from the token's first price. */
  start: number | null;
  end: number;
  /** Minutes, as asked; absent: the finest that fits the range. */
  fidelity?: number;
}

function timestamp(value: number | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isFinite(value) || value < 0 || value > MAX_TIMESTAMP) {
    throw badParameter(name, 'must be a Unix time in seconds');
  }
  return Math.floor(value);
}

const isInterval = (value: string): value is HistoryInterval =>
  (HISTORY_INTERVALS as readonly string[]).includes(value);

/**
 * Checks a history query and resolves its time range: startTs and endTs win; an interval is
 * a window ending at endTs (or now); without either the range reaches back to the first price.
 */
export function resolveRange(
  query: HistoryQuery,
  names: HistoryParamNames,
  nowSeconds: number,
): HistoryRange {
  const { interval, fidelity } = query;
  if (interval !== undefined && !isInterval(interval)) {
    throw badParameter(names.interval, `must be one of ${HISTORY_INTERVALS.join(', ')}`);
  }
  if (
    fidelity !== undefined &&
    (!Number.isInteger(fidelity) || fidelity < 1 || fidelity > MAX_FIDELITY_MINUTES)
  ) {
    throw badParameter(
      names.fidelity,
      `must be a whole number of minutes from 1 to ${MAX_FIDELITY_MINUTES}`,
    );
  }
  const startTs = timestamp(query.startTs, names.startTs);
  const end = timestamp(query.endTs, names.endTs) ?? Math.floor(nowSeconds);
  const window = interval === undefined ? null : INTERVAL_SECONDS[interval];
  const start = startTs ?? (window === null ? null : Math.max(0, end - window));
  if (start !== null && start > end)
    throw badParameter(names.startTs, `must not be after ${names.endTs}`);
  return fidelity === undefined ? { start, end } : { start, end, fidelity };
}

/**
 * The bucket width in seconds for a range of `spanSeconds`: the fidelity asked for, refused
 * when it would make more than MAX_HISTORY_BUCKETS buckets, else the finest width that fits.
 */
export function bucketSeconds(
  fidelity: number | undefined,
  spanSeconds: number,
  names: HistoryParamNames,
): number {
  const finest = Math.max(1, Math.ceil(spanSeconds / 60 / MAX_HISTORY_BUCKETS));
  if (fidelity === undefined) return finest * 60;
  if (fidelity < finest) {
    throw badParameter(names.fidelity, `must be at least ${finest} (minutes) for this range`);
  }
  return fidelity * 60;
}
