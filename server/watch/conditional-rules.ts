/** What decides a conditional order, in ticks of 0.0001. */
export interface ConditionalTerms {
  kind: 'stop-loss' | 'take-profit' | 'trailing-stop';
  triggerTicks: number | null;
  trailTicks: number | null;
  /** trailing-stop: the highest trigger value seen since it was armed. */
  peakTicks: number | null;
  /** The market's tick, in ticks of 0.0001. */
  tickTicks: number;
}

/** The price a trailing stop stands at now: its peak less the trail. */
export const trailingStop = (terms: ConditionalTerms): number | null =>
  terms.peakTicks === null || terms.trailTicks === null
    ? null
    : terms.peakTicks - terms.trailTicks * terms.tickTicks;

/**
 * A new value of the trigger source: whether the order fires, and a trailing stop's peak
 * (raised, never lowered). A stop-loss fires at or below its price, a take-profit at or above,
 * a trailing stop at or below its peak less the trail.
 */
export function onTriggerValue(
  terms: ConditionalTerms,
  value: number,
): { fires: boolean; peakTicks: number | null } {
  if (terms.kind === 'stop-loss') {
    return { fires: value <= (terms.triggerTicks ?? -1), peakTicks: null };
  }
  if (terms.kind === 'take-profit') {
    return { fires: value >= (terms.triggerTicks ?? Infinity), peakTicks: null };
  }
  const peakTicks = Math.max(terms.peakTicks ?? value, value);
  const stop = trailingStop({ ...terms, peakTicks });
  return { fires: stop !== null && value <= stop, peakTicks };
}

/**
 * Why the terms cannot be armed now (they would fire at once, or the worst price is above the
 * trigger), or null. `value` is the trigger source now, if known.
 */
export function refuseTerms(
  terms: ConditionalTerms,
  worstTicks: number,
  value: number | null,
): { field: string; problem: string } | null {
  if (terms.kind !== 'trailing-stop') {
    if (terms.triggerTicks === null) return { field: 'triggerPrice', problem: 'is required' };
    if (worstTicks > terms.triggerTicks) {
      return { field: 'worstPrice', problem: 'must be at or below the trigger price (it sells)' };
    }
  } else if (terms.trailTicks === null) {
    return { field: 'trailTicks', problem: 'is required for a trailing stop' };
  }
  if (value !== null && terms.kind !== 'trailing-stop' && onTriggerValue(terms, value).fires) {
    return { field: 'triggerPrice', problem: 'is already reached: the order would fire at once' };
  }
  return null;
}
