import { clampFair } from '../fair-value.js';
import type { Random } from '../random.js';
import type { HistoryEvent, HistoryMarket } from './history-markets.js';

export const HOUR_MS = 3_600_000;

/** The walk in logit space, per hour: a small step, a weak pull home, now and then a jump. */
const STEP_LOGIT = 0.07;
const REVERSION = 0.004;
const JUMP_CHANCE = 0.004;
const JUMP_LOGIT = 1.1;
/** A single market's logit stays inside this band (prices about 0.01 to 0.99). */
const MAX_LOGIT = 4.6;
/** How long before its close a resolved market's price heads for its outcome. */
const CONVERGE_MS = 3 * 24 * HOUR_MS;
const CONVERGE_SHARE = 0.3;
/** How far a resolved market gets towards its outcome before it closes. */
const CONVERGED = 0.97;

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** The YES price of every market of an event, hour by hour over the history's grid. */
export interface EventPaths {
  /** paths[i][k]: market i's YES price at grid hour k. */
  paths: Float64Array[];
}

/** A walk of `hours` steps from `anchor`: bounded, mean-reverting, with jumps. */
function walk(random: Random, anchor: number, hours: number, bound: number): Float64Array {
  const xs = new Float64Array(hours);
  let x = anchor;
  for (let k = 0; k < hours; k++) {
    x += (anchor - x) * REVERSION + STEP_LOGIT * random.gaussian();
    if (random.next() < JUMP_CHANCE) x += JUMP_LOGIT * random.gaussian();
    x = Math.min(anchor + bound, Math.max(anchor - bound, x));
    xs[k] = x;
  }
  return xs;
}

/**
 * Prices of an event's markets over `hours` grid hours from `startMs`. A single market walks
 * its own logit; a neg-risk event's markets walk together through a softmax, so their prices
 * sum to 1 (less what the quoting band adds to the cheapest). A resolved market heads for its
 * outcome over the last days before it closed.
 */
export function eventPaths(
  random: Random,
  event: HistoryEvent,
  startMs: number,
  hours: number,
): EventPaths {
  const count = event.markets.length;
  let raw: Float64Array[];
  if (count === 1 || !event.markets.every((market) => market.negRisk)) {
    raw = event.markets.map(() => {
      const xs = walk(random, 1.6 * random.gaussian(), hours, MAX_LOGIT);
      return xs.map((x) => sigmoid(Math.min(MAX_LOGIT, Math.max(-MAX_LOGIT, x))));
    });
  } else {
    const logits = event.markets.map(() => walk(random, 1.4 * random.gaussian(), hours, 6));
    raw = logits.map(() => new Float64Array(hours));
    for (let k = 0; k < hours; k++) {
      let total = 0;
      for (let i = 0; i < count; i++) total += Math.exp((logits[i] as Float64Array)[k] as number);
      for (let i = 0; i < count; i++) {
        (raw[i] as Float64Array)[k] = Math.exp((logits[i] as Float64Array)[k] as number) / total;
      }
    }
  }
  keepOpenInBand(event, raw, hours);
  event.markets.forEach((market, i) => {
    if (market.closedMs === null || market.winner === null) return;
    const path = raw[i] as Float64Array;
    const target = market.winner === 0 ? 1 : 0;
    const life = market.closedMs - market.createdMs;
    const span = Math.max(HOUR_MS, Math.min(CONVERGE_MS, CONVERGE_SHARE * life));
    for (let k = 0; k < hours; k++) {
      const t = startMs + k * HOUR_MS;
      const into = (t - (market.closedMs - span)) / span;
      if (into <= 0) continue;
      const weight = CONVERGED * Math.min(1, into) ** 2;
      path[k] = (path[k] as number) * (1 - weight) + target * weight;
    }
  });
  return { paths: raw };
}

/**
 * An open market's history stays inside the band its makers quote (clampFair), so the live
 * book carries on where the chart ends instead of jumping to the band's edge. In a neg-risk
 * event what the band adds to its cheapest outcomes is taken from the others, pro rata, so the
 * prices still sum to 1.
 */
function keepOpenInBand(event: HistoryEvent, paths: Float64Array[], hours: number): void {
  const open = event.markets.flatMap((market, i) => (market.closedMs === null ? [i] : []));
  const negRisk = event.markets.length > 1 && event.markets.every((market) => market.negRisk);
  for (let k = 0; k < hours; k++) {
    let added = 0;
    let inside = 0;
    const moved = open.map((i) => {
      const path = paths[i] as Float64Array;
      const price = path[k] as number;
      path[k] = clampFair(price, (event.markets[i] as HistoryMarket).tickTicks);
      added += (path[k] as number) - price;
      if (path[k] === price) inside += price;
      return path[k] !== price;
    });
    if (!negRisk || added <= 0 || inside <= added) continue;
    const scale = (inside - added) / inside;
    open.forEach((i, n) => {
      const path = paths[i] as Float64Array;
      const tickTicks = (event.markets[i] as HistoryMarket).tickTicks;
      if (!moved[n]) path[k] = clampFair((path[k] as number) * scale, tickTicks);
    });
  }
}
