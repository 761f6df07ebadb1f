/**
 * A small seeded generator (mulberry32): the agents' prices and choices are the same for the
 * same seed, which keeps tests and demos reproducible. Not for anything secret.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
  /** Standard normal (Box-Muller). */
  gaussian(): number;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (maxExclusive) => Math.floor(next() * maxExclusive),
    gaussian() {
      const u = 1 - next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
}

/** A seed for one stream (a market, a purpose) derived from the run's seed. */
export function streamSeed(seed: number, stream: number, purpose = 0): number {
  let h = Math.imul((seed ^ 0x9e3779b9) >>> 0, 0x85ebca6b);
  h = Math.imul(h ^ stream ^ (h >>> 13), 0xc2b2ae35);
  h = Math.imul(h ^ purpose ^ (h >>> 16), 0x27d4eb2f);
  return (h ^ (h >>> 15)) >>> 0;
}
