import type { Random } from './random.js';

import { PRICE_SCALE } from '../shared/index.js';

/**
 * Fair values stay this far from 0 and 1 (a market's band), so a ladder always has a level on
 * both sides: two ticks, and at least this much for the finest ticks.
 */
const MIN_EDGE = 0.003;

const logit = (p: number): number => Math.log(p / (1 - p));
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** The lowest fair value a market of this tick (ticks of 0.0001) is quoted at. */
const edgeOf = (tickTicks: number): number => Math.max(MIN_EDGE, (2 * tickTicks) / PRICE_SCALE);

/** A fair value moved into the band of a market of this tick. */
export const clampFair = (p: number, tickTicks: number): number => {
  const edge = edgeOf(tickTicks);
  return Math.min(1 - edge, Math.max(edge, p));
};

/** A mean-reverting random walk in logit space, in hourly terms. */
export interface WalkShape {
  /** Standard deviation over one hour, in logit units. */
  stepLogit: number;
  /** Share of the distance to the anchor taken back over one hour (keeps the walk near it). */
  reversion: number;
}

const HOUR_MS = 3_600_000;

/**
 * About 1.2 cents an hour near 0.5, wandering some ten cents around the anchor: a market the
 * agents quote moves by a cent every half hour or so.
 */
export const HOURLY_WALK: WalkShape = { stepLogit: 0.05, reversion: 0.01 };

/** A step over `hours`: the spread grows with the square root of time, the pull linearly. */
function walkStep(x: number, anchor: number, random: Random, shape: WalkShape, hours: number) {
  const reversion = Math.min(1, shape.reversion * hours);
  return x + (anchor - x) * reversion + shape.stepLogit * Math.sqrt(hours) * random.gaussian();
}

/** A market's drifting fair value (probability of YES), anchored where it started. */
export interface FairValue {
  /** Walks on to `nowMs` (a step as long as the time since the last call) and answers it. */
  at(nowMs: number): number;
}

/** A walk of a market of this tick, kept inside its band. */
function bandedWalk(tickTicks: number, shape: WalkShape) {
  const edge = edgeOf(tickTicks);
  const [low, high] = [logit(edge), logit(1 - edge)];
  return (x: number, anchor: number, random: Random, hours: number) =>
    Math.min(high, Math.max(low, walkStep(x, anchor, random, shape, hours)));
}

export function createFairValue(
  start: number,
  tickTicks: number,
  startMs: number,
  random: Random,
  shape: WalkShape,
): FairValue {
  const step = bandedWalk(tickTicks, shape);
  const anchor = logit(clampFair(start, tickTicks));
  let x = anchor;
  let lastMs = startMs;
  return {
    at(nowMs) {
      if (nowMs > lastMs) {
        x = step(x, anchor, random, (nowMs - lastMs) / HOUR_MS);
        lastMs = nowMs;
      }
      return sigmoid(x);
    },
  };
}

/**
 * A path back in time that ends at `end`: walked backwards from it, each gap's step as long as
 * the gap, so coarse and fine stretches look alike.
 */
export function pathEndingAt(
  end: number,
  tickTicks: number,
  gapsHours: readonly number[],
  random: Random,
  shape: WalkShape,
): number[] {
  const step = bandedWalk(tickTicks, shape);
  const anchor = logit(clampFair(end, tickTicks));
  const path = [sigmoid(anchor)];
  let x = anchor;
  for (let i = gapsHours.length - 1; i >= 0; i--) {
    x = step(x, anchor, random, gapsHours[i] as number);
    path.push(sigmoid(x));
  }
  return path.reverse();
}
