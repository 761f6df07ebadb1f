import type { AlertCondition, Rearm } from '../contract/index.js';
import { microsFromDecimalString, ticksFromPriceString } from '../shared/index.js';

/**
 * One observation of what an alert watches: a number (price ticks, percent, spread ticks,
 * volume or PnL micros) with the words a notification shows, or null while unknown.
 */
export interface Observation {
  holds: boolean;
  /** What the condition saw, as a trader reads it. */
  value: string;
}

export type AlertState = 'armed' | 'waiting' | 'done';

/** Whether a price (in ticks) is on the alert's side of its level. */
export function priceHolds(
  condition: Extract<AlertCondition, { kind: 'price' }>,
  ticks: number,
): boolean {
  const level = ticksFromPriceString(condition.price) ?? 0;
  return condition.direction === 'above' ? ticks >= level : ticks <= level;
}

/** Whether an amount (micro-units) is on the alert's side of its level. */
export function amountHolds(direction: 'above' | 'below', micros: number, level: string): boolean {
  const levelMicros = microsFromDecimalString(level.replace(/^-/, '')) ?? 0;
  const signed = level.startsWith('-') ? -levelMicros : levelMicros;
  return direction === 'above' ? micros >= signed : micros <= signed;
}

/**
 * The re-arm rules: an alert fires when its condition holds while it is armed; `once` is then
 * done, `every` waits until the condition has stopped holding, `cooldown` waits for that and for
 * its minutes to pass since the firing. So an alert fires at most once per crossing.
 */
export function nextState(
  state: AlertState,
  rearm: Rearm,
  holds: boolean,
  now: number,
  lastFiredAt: number | null,
): { state: AlertState; fire: boolean } {
  if (state === 'done') return { state, fire: false };
  if (state === 'armed') {
    if (!holds) return { state, fire: false };
    return { state: rearm.mode === 'once' ? 'done' : 'waiting', fire: true };
  }
  if (holds) return { state, fire: false };
  const cooled =
    rearm.mode !== 'cooldown' ||
    lastFiredAt === null ||
    now - lastFiredAt >= rearm.minutes * 60_000;
  return { state: cooled ? 'armed' : 'waiting', fire: false };
}

/** The window of a move alert: the oldest value within it and the newest. */
export function movedPercent(samples: readonly { at: number; ticks: number }[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || first.ticks === 0) return null;
  return (Math.abs(last.ticks - first.ticks) / first.ticks) * 100;
}
