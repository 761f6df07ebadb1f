import type { CatalogWriter } from '../writer.js';
import { iconPath } from '../../shared/index.js';
import { addMonths, DAY, HOUR } from './dates.js';
import type { Random } from './random.js';
import {
  MAX_OCCURRENCES,
  SERIES,
  type Recurrence,
  type SeriesDefinition,
} from './series-catalog.js';

/** Series ids start here so they do not look like row numbers. */
const FIRST_SERIES_ID = 10_001;

export const seriesId = (index: number): number => FIRST_SERIES_ID + index;

/** The tags a recurring event carries besides its category's. */
export const RECURRENCE_TAGS: Record<Recurrence, readonly string[]> = {
  hourly: ['recurring'],
  daily: ['recurring', 'daily'],
  weekly: ['recurring', 'weekly'],
  monthly: ['recurring', 'monthly'],
  quarterly: ['recurring'],
  annual: ['recurring'],
};

/** The first occurrence of the series that ends strictly after `now`. */
export function firstOccurrenceAfter(definition: SeriesDefinition, now: Date): Date {
  const { hour, minute = 0, weekday = 0, day = 1, month = 0 } = definition.at;
  const year = now.getUTCFullYear();
  const today = (h: number): Date =>
    new Date(Date.UTC(year, now.getUTCMonth(), now.getUTCDate(), h, minute));
  let first: Date;
  switch (definition.recurrence) {
    case 'hourly':
      first = new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
      break;
    case 'daily':
      first = today(hour);
      if (first <= now) first = new Date(first.getTime() + DAY);
      break;
    case 'weekly':
      first = today(hour);
      first = new Date(first.getTime() + ((weekday - first.getUTCDay() + 7) % 7) * DAY);
      if (first <= now) first = new Date(first.getTime() + 7 * DAY);
      break;
    case 'monthly':
      first = new Date(Date.UTC(year, now.getUTCMonth(), day, hour, minute));
      if (first <= now) first = addMonths(first, 1);
      break;
    case 'quarterly': {
      const quarterMonth = now.getUTCMonth() - ((now.getUTCMonth() - month + 12) % 3);
      first = new Date(Date.UTC(year, quarterMonth, day, hour, minute));
      while (first <= now) first = addMonths(first, 3);
      break;
    }
    case 'annual':
      first = new Date(Date.UTC(year, month, day, hour, minute));
      if (first <= now) first = addMonths(first, 12);
      break;
  }
  return first;
}

/** The k-th occurrence counted from `first` (negative k: past ones). */
export function occurrence(first: Date, recurrence: Recurrence, k: number): Date {
  switch (recurrence) {
    case 'hourly':
      return new Date(first.getTime() + k * HOUR);
    case 'daily':
      return new Date(first.getTime() + k * DAY);
    case 'weekly':
      return new Date(first.getTime() + 7 * k * DAY);
    case 'monthly':
      return addMonths(first, k);
    case 'quarterly':
      return addMonths(first, 3 * k);
    case 'annual':
      return addMonths(first, 12 * k);
  }
}

/**
 * Splits `total` recurring events among the series by weight (largest remainder), never past a
 * series' plausible length; what does not fit is left to standalone events.
 */
export function allocateSeriesEvents(total: number): number[] {
  const weightSum = SERIES.reduce((sum, series) => sum + series.weight, 0);
  const quotas = SERIES.map((series) => (total * series.weight) / weightSum);
  const caps = SERIES.map((series) => MAX_OCCURRENCES[series.recurrence]);
  const counts = quotas.map((quota, index) => Math.min(caps[index] ?? 0, Math.floor(quota)));
  let left = total - counts.reduce((sum, count) => sum + count, 0);
  const byRemainder = quotas
    .map((quota, index) => ({ index, remainder: quota - Math.floor(quota) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    if ((counts[index] ?? 0) < (caps[index] ?? 0)) {
      counts[index] = (counts[index] ?? 0) + 1;
      left -= 1;
    }
  }
  return counts;
}

/** Upcoming occurrences of a series given its event count: the rest lie in the past. */
export const upcomingCount = (definition: SeriesDefinition, count: number): number =>
  Math.min(count, definition.upcoming, Math.max(1, Math.ceil(count * 0.35)));

export interface SeriesSpan {
  /** Earliest creation time of the series' events (ms), or null when it has none. */
  firstCreatedMs: number | null;
  open: boolean;
}

export function writeSeries(
  writer: CatalogWriter,
  random: Random,
  now: Date,
  spans: readonly SeriesSpan[],
): void {
  SERIES.forEach((definition, index) => {
    const span = spans[index] ?? { firstCreatedMs: null, open: true };
    const created = (span.firstCreatedMs ?? now.getTime()) - random.between(1, 20) * DAY;
    const updated = now.getTime() - random.between(0, 6) * HOUR;
    writer.addSeries({
      id: seriesId(index),
      ticker: definition.slug,
      slug: definition.slug,
      title: definition.title,
      seriesType: 'single',
      recurrence: definition.recurrence,
      image: iconPath(definition.slug),
      icon: iconPath(definition.slug),
      active: span.open,
      closed: !span.open,
      archived: false,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(Math.max(created, updated)).toISOString(),
    });
  });
}
