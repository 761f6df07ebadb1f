import { HOURLY_WALK } from './fair-value.js';

/** How the simulated liquidity behaves; every field has a default. */
export interface LiquidityOptions {
  /** Market-making agents, each with its own wallet and API key. Default 4. */
  agents?: number;
  /** Condition ids to quote; default: the catalog's open markets accepting orders. */
  markets?: readonly string[];
  /** At most this many markets are quoted. Default 1,500. */
  maxMarkets?: number;
  /** Quote levels on each side, 1 to 7 (a ladder is one POST /orders of 2 x levels). Default 6. */
  levels?: number;
  /** The timer's period; null: no timer, the owner calls tick(). Default 1,000 ms. */
  intervalMs?: number | null;
  /** Markets visited in turn each tick (a visit that finds nothing to do is cheap). Default 20. */
  marketsPerTick?: number;
  /** The most traded markets: visited more often, livelier, and most takers go there. Default 24. */
  hotMarkets?: number;
  /** Chance each tick that an agent takes liquidity with a marketable FAK order. Default 0.25. */
  takerChance?: number;
  /**
   * Chance each tick that a hot market's maker nudges its ladder (adds or takes back a small
   * order): the book changes every second or so. Default 0.75.
   */
  hotNudgeChance?: number;
  /** Takes per tick from each hot market on average, taken in turn. Default 0.12. */
  hotTakerChance?: number;
  /**
   * The agents sit a tick out when the event loop was busier than this share of the time
   * since the last one (with their own timer only): users' work comes first. Default 0.5.
   */
  busyUtilization?: number;
  /**
   * Orders posted per tick at most; it paces the first quoting of every market (with the
   * defaults, some three minutes for a thousand markets). Default 60.
   */
  maxOrdersPerTick?: number;
  /** How far a fair value wanders: its standard deviation over an hour, in logit units. */
  volatility?: number;
  /**
   * The agents' quotes canceled without a fill are deleted this long after the cancel, so the
   * orders table stays bounded. Default 10 minutes.
   */
  pruneAfterMs?: number;
  /** A wallet is topped up to the target once its free collateral falls below the floor. */
  fundFloorMicros?: number;
  fundTargetMicros?: number;
}

export type ResolvedOptions = Required<Omit<LiquidityOptions, 'markets'>> & {
  markets: readonly string[] | null;
};

const UNIT = 1_000_000;

export const DEFAULT_OPTIONS: ResolvedOptions = {
  agents: 4,
  markets: null,
  maxMarkets: 1_500,
  levels: 6,
  intervalMs: 1_000,
  marketsPerTick: 20,
  hotMarkets: 24,
  takerChance: 0.25,
  hotNudgeChance: 0.75,
  hotTakerChance: 0.12,
  busyUtilization: 0.5,
  maxOrdersPerTick: 60,
  volatility: HOURLY_WALK.stepLogit,
  pruneAfterMs: 10 * 60_000,
  fundFloorMicros: 20_000 * UNIT,
  fundTargetMicros: 100_000 * UNIT,
};

function check(name: string, value: number, min: number, max: number): void {
  if (!(Number.isFinite(value) && value >= min && value <= max)) {
    throw new Error(`liquidity option ${name} must be from ${min} to ${max}, got ${value}`);
  }
}

export function resolveOptions(options: LiquidityOptions = {}): ResolvedOptions {
  const resolved: ResolvedOptions = {
    ...DEFAULT_OPTIONS,
    ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
  };
  check('agents', resolved.agents, 1, 64);
  check('maxMarkets', resolved.maxMarkets, 0, 100_000);
  check('levels', resolved.levels, 1, 7);
  if (resolved.intervalMs !== null) check('intervalMs', resolved.intervalMs, 10, 60_000);
  check('marketsPerTick', resolved.marketsPerTick, 0, 1_000);
  check('hotMarkets', resolved.hotMarkets, 0, 1_000);
  check('takerChance', resolved.takerChance, 0, 1);
  check('hotNudgeChance', resolved.hotNudgeChance, 0, 1);
  check('hotTakerChance', resolved.hotTakerChance, 0, 1);
  check('busyUtilization', resolved.busyUtilization, 0, 1);
  check('maxOrdersPerTick', resolved.maxOrdersPerTick, 2 * resolved.levels, 1_000);
  check('volatility', resolved.volatility, 0, 10);
  check('pruneAfterMs', resolved.pruneAfterMs, 0, 7 * 24 * 3_600_000);
  check('fundTargetMicros', resolved.fundTargetMicros, resolved.fundFloorMicros, 1e15);
  return resolved;
}
