import type { Random } from '../random.js';

/** How unequal the traders are: the i-th busiest trades about 1 / i^this as often. */
const ACTIVITY_POWER = 0.9;
/** The busiest tenth also make markets: they are this many times likelier to be the maker. */
const MAKER_BOOST = 6;
const MAKER_SHARE = 0.1;

function sampler(weights: readonly number[]) {
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) cumulative.push((total += weight));
  return (random: Random): number => {
    const target = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

/**
 * Who trades with whom: activity is heavy-tailed (a few whales, a long tail of occasional
 * traders) and the busiest tenth provide most of the resting liquidity.
 */
export function createTraderPicker(random: Random, count: number) {
  const rank = Array.from({ length: count }, (_, index) => index);
  for (let i = count - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [rank[i], rank[j]] = [rank[j] as number, rank[i] as number];
  }
  const activity = rank.map((r) => 1 / (r + 1) ** ACTIVITY_POWER);
  const makers = Math.max(1, Math.round(count * MAKER_SHARE));
  const makerWeights = rank.map((r, i) => (activity[i] as number) * (r < makers ? MAKER_BOOST : 1));
  const pickTaker = sampler(activity);
  const pickMaker = sampler(makerWeights);
  return {
    /** A taker and a different maker, by index. */
    pair(): [number, number] {
      const taker = pickTaker(random);
      let maker = pickMaker(random);
      while (maker === taker) maker = pickMaker(random);
      return [taker, maker];
    },
    /** How much larger than the smallest deposits this trader's are (1 to 20). */
    depositScale: (index: number): number => 1 + 19 / ((rank[index] as number) + 1) ** 0.5,
  };
}
