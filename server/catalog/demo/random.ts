/**
 * Seeded pseudo-random numbers (sfc32, seeded through splitmix32): the same seed always gives
 * the same sequence, which is what makes the demo catalog reproducible byte for byte.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when count >= items.length). */
  sample<T>(items: readonly T[], count: number): T[];
  /** Standard normal deviate. */
  normal(): number;
  /** An independent generator for one part of the catalog, so parts do not shift each other. */
  fork(label: string): Random;
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function sfc32(seed: number): () => number {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = 1;
  const step = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i += 1) step();
  return step;
}

function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i += 1) {
    hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  const nextUint32 = sfc32(seed);
  const next = (): number => nextUint32() / 4294967296;
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const taken = Math.min(count, pool.length);
      for (let i = 0; i < taken; i += 1) {
        const j = i + Math.floor(next() * (pool.length - i));
        [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
      }
      return pool.slice(0, taken);
    },
    normal() {
      const u = 1 - next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    fork: (label) => createRandom((nextUint32() ^ hashLabel(label)) >>> 0),
  };
  return random;
}

/**
 * Draws indices in proportion to their weights in O(log n) per draw (prefix sums and a
 * binary search), for picking among tens of thousands of events or authors.
 */
export function weightedIndexSampler(random: Random, weights: readonly number[]): () => number {
  const prefix = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((weight, index) => {
    total += Math.max(0, weight);
    prefix[index] = total;
  });
  if (total <= 0) throw new RangeError('Weights must have a positive sum');
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = prefix.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((prefix[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}
