import { formatDate, formatUsd } from '../../lib/format.js';

/** A bucket of the chart as the service answers it: start, price and notional (null: unknown). */
export interface PriceBar {
  t: number;
  p: number;
  v: number | null;
}

/** What the crosshair points at: a time, the price there and the bucket's volume if known. */
export interface LegendPoint {
  time: number;
  price: number;
  volume: number | undefined;
}

/** The crosshair's readout: "Nov 28, 2026, 14:05:00 · 45.2¢ · Vol $1,234.00". */
export function legendText(point: LegendPoint, formatPrice: (price: number) => string): string {
  const parts = [formatDate(point.time, true), formatPrice(point.price)];
  if (point.volume !== undefined) parts.push(`Vol ${formatUsd(point.volume)}`);
  return parts.join(' · ');
}

/** The volume histogram's bars: buckets whose volume is known and non-zero, in time order. */
export const volumeBars = (bars: readonly PriceBar[]): { time: number; value: number }[] =>
  bars.flatMap(({ t, v }) => (v ? [{ time: t, value: v }] : []));

/** The bucket (aligned to the epoch, like the service's) a live trade at `time` falls in. */
export const bucketOf = (time: number, step: number): number => Math.floor(time / step) * step;
