import { MICROS_PER_UNIT } from '../shared/index.js';

/**
 * How deep a maker quotes a market: what the venue's active markets show. A market's book holds
 * at least LIQUIDITY_SHARE of its 24 h volume (and MIN_LIQUIDITY), and its levels are never
 * small beside the prints it has seen, so a trade never dwarfs the book it crossed.
 */
const LIQUIDITY_SHARE = 0.03;
const MIN_LIQUIDITY_MICROS = 300 * MICROS_PER_UNIT;
/** The largest recent print is at most this many lots (the top 5 levels of both sides hold 45). */
const LOTS_PER_PRINT = 100;
/** YES prices below this are sized as this, so a cheap market's lots stay finite. */
const PRICE_FLOOR = 0.01;

export interface MarketActivity {
  volume24hMicros: number;
  /** The largest fill among the market's recent trades, in micro-shares; 0 when none. */
  largestPrintMicros: number;
}

/** Lots a ladder of `levels` levels a side holds, both sides, level k quoting about k + 1.5. */
const lotsInLadder = (levels: number): number => levels * (levels + 2);

/**
 * The market's lot in whole shares: the ladder's size unit (level k quotes k + 1 lots plus up
 * to one more), which nudges and takers size their orders by too. It is set when the agents
 * start, from the market's last 24 h.
 */
export function lotShares(activity: MarketActivity, fair: number, levels: number): number {
  const liquidity = Math.max(MIN_LIQUIDITY_MICROS, LIQUIDITY_SHARE * activity.volume24hMicros);
  // The catalog's liquidity counts both sides of the YES book at their YES prices.
  const price = Math.max(PRICE_FLOOR, fair);
  const forLiquidity = liquidity / MICROS_PER_UNIT / (price * lotsInLadder(levels));
  const forPrints = activity.largestPrintMicros / MICROS_PER_UNIT / LOTS_PER_PRINT;
  return Math.max(MIN_SHARES, Math.ceil(forLiquidity), Math.ceil(forPrints));
}

/** Agents' orders are whole shares, never fewer than this nor than the market's minimum. */
const MIN_SHARES = 5;

/** The lot an order of this market is sized by now: its lot, at least the market's minimum. */
export const tradableLot = (lot: number, minSizeMicros: number): number =>
  Math.max(MIN_SHARES, lot, Math.ceil(minSizeMicros / MICROS_PER_UNIT));
