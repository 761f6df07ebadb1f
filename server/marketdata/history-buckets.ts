/** A price at a moment: t in Unix seconds, p in collateral units (0.45). */
export interface PricePoint {
  t: number;
  p: number;
}

/** A history's buckets: `width` seconds each, aligned to the epoch, over [start, end]. */
interface BucketGrid {
  /** Unix seconds, inclusive. */
  start: number;
  end: number;
  width: number;
}

/** The newest price at or after `from` and before `until` (Unix s); undefined when none. */
type LastPriceBefore = (from: number, until: number) => PricePoint | undefined;

/**
 * The last price of each bucket of the grid that holds one (bucket start → price), found
 * newest bucket first with one `lastBefore` look-up per such bucket (and one more that finds
 * none): the work and memory are bounded by the bucket count, not by how many prices there are.
 */
export function lastPerBucket(grid: BucketGrid, lastBefore: LastPriceBefore): Map<number, number> {
  const last = new Map<number, number>();
  let until = grid.end + 1;
  while (until > grid.start) {
    const point = lastBefore(grid.start, until);
    if (!point) break;
    const bucket = Math.floor(point.t / grid.width) * grid.width;
    last.set(bucket, point.p);
    until = bucket;
  }
  return last;
}

/**
 * One value per bucket that holds one, in time order: fills outrank the backfill in a bucket
 * holding both. The first bucket may begin before the range does: it is stamped with the
 * range's start instead.
 */
export function mergeBuckets<T>(
  fills: ReadonlyMap<number, T>,
  backfill: ReadonlyMap<number, T>,
  rangeStart: number,
): [t: number, value: T][] {
  const merged = new Map(backfill);
  for (const [t, value] of fills) merged.set(t, value);
  return [...merged]
    .sort(([a], [b]) => a - b)
    .map(([t, value]) => [Math.max(t, rangeStart), value]);
}

/** The history's points: each bucket's start and its last price (mergeBuckets). */
export const bucketHistory = (
  fills: ReadonlyMap<number, number>,
  backfill: ReadonlyMap<number, number>,
  rangeStart: number,
): PricePoint[] => mergeBuckets(fills, backfill, rangeStart).map(([t, p]) => ({ t, p }));
