import { bucketOf, type PriceBar } from './chart-legend.js';
import { flatFill } from './time-scaled-series.js';

export interface ChartPoint {
  time: number;
  value: number;
}

/** A live trade as the chart takes it: when (Unix s), at what price, how many shares. */
export interface LiveTrade {
  seconds: number;
  price: number;
  size: number;
}

/**
 * The chart's live end: trades that came after its history, folded into the history's buckets
 * the way the service builds them (each bucket's volume-weighted price and notional), so the
 * line does not jump to each print's side. The points and volumes added so far are kept, so a
 * rebuilt chart (a theme switch) shows them again.
 */
export function createLiveBars(
  history: readonly PriceBar[],
  step: number,
  last: ChartPoint | null,
) {
  const traded = new Map<number, { notional: number; shares: number }>();
  for (const { t, p, v } of history) if (v && p > 0) traded.set(t, { notional: v, shares: v / p });
  const points = new Map<number, number>();
  const volumes = new Map<number, number>();
  let end = last;

  return {
    /** Folds a trade in: the flat points up to its bucket, its bucket's point and volume. */
    add(trade: LiveTrade): { points: ChartPoint[]; volume: ChartPoint } {
      const time = Math.max(bucketOf(trade.seconds, step), end?.time ?? 0);
      const bucket = traded.get(time) ?? { notional: 0, shares: 0 };
      bucket.notional += trade.price * trade.size;
      bucket.shares += trade.size;
      traded.set(time, bucket);
      const point = {
        time,
        value: bucket.shares > 0 ? bucket.notional / bucket.shares : trade.price,
      };
      const added = [...(end && end.time < time ? flatFill(end, time, step) : []), point];
      for (const { time: at, value } of added) points.set(at, value);
      volumes.set(time, bucket.notional);
      end = point;
      return { points: added, volume: { time, value: bucket.notional } };
    },
    /** Every point and volume added so far, in time order. */
    points: (): ChartPoint[] => sorted(points),
    volumes: (): ChartPoint[] => sorted(volumes),
  };
}

const sorted = (values: ReadonlyMap<number, number>): ChartPoint[] =>
  [...values].sort(([a], [b]) => a - b).map(([time, value]) => ({ time, value }));

export type LiveBars = ReturnType<typeof createLiveBars>;
