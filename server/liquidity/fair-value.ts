import type { Random } from './random.js';

/** Fair values stay inside this band, so both sides of a ladder always fit on the grid. */
const MIN_FAIR = 0.03;
const MAX_FAIR = 0.97;

const logit = (p: number): number => Math.log(p / (1 - p));
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));
const MIN_LOGIT = logit(MIN_FAIR);
const MAX_LOGIT = logit(MAX_FAIR);

export const clampFair = (p: number): number => Math.min(MAX_FAIR, Math.max(MIN_FAIR, p));

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
  const next =
    x + (anchor - x) * reversion + shape.stepLogit * Math.sqrt(hours) * random.gaussian();
  return Math.min(MAX_LOGIT, Math.max(MIN_LOGIT, next));
}

/** A market's drifting fair value (probability of YES), anchored where it started. */
export interface FairValue {
  /** Walks on to `nowMs` (a step as long as the time since the last call) and answers it. */
  at(nowMs: number): number;
}

export function createFairValue(
  start: number,
  startMs: number,
  random: Random,
  shape: WalkShape,
): FairValue {
  const anchor = logit(clampFair(start));
  let x = anchor;
  let lastMs = startMs;
  return {
    at(nowMs) {
      if (nowMs > lastMs) {
        x = walkStep(x, anchor, random, shape, (nowMs - lastMs) / HOUR_MS);
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
  gapsHours: readonly number[],
  random: Random,
  shape: WalkShape,
): number[] {
  const anchor = logit(clampFair(end));
  const path = [sigmoid(anchor)];
  let x = anchor;
  for (let i = gapsHours.length - 1; i >= 0; i--) {
    x = walkStep(x, anchor, random, shape, gapsHours[i] as number);
    path.push(sigmoid(x));
  }
  return path.reverse();
}
