import { useRpcQuery } from '../../../lib/queries.js';

export const chartRanges = ['1h', '6h', '1d', '1w', '1m', 'all'] as const;
export type ChartRange = (typeof chartRanges)[number];

/** Bucket width per range, minutes: a few hundred points each; `all` lets the service pick. */
const fidelity: Record<ChartRange, number | undefined> = {
  '1h': 1,
  '6h': 1,
  '1d': 5,
  '1w': 30,
  '1m': 180,
  all: undefined,
};

/** A range's bucket width in seconds; undefined for `all`, whose buckets the service picks. */
export const bucketSeconds = (range: ChartRange): number | undefined => {
  const minutes = fidelity[range];
  return minutes === undefined ? undefined : minutes * 60;
};

/** The chart's bars: each bucket's volume-weighted price and volume. */
export function usePriceBars(tokenId: string, range: ChartRange) {
  const minutes = fidelity[range];
  return useRpcQuery(
    'marketdata.priceBars',
    minutes === undefined
      ? { market: tokenId, interval: range }
      : { market: tokenId, interval: range, fidelity: minutes },
    { staleTime: 60_000 },
  );
}
