import { PRICE_SCALE } from '../../../server/shared/index.js';
import { parseCentsAsTicks, ticksToCents } from './units.js';

/** Why a typed price cannot be sent, or null when it is on the market's tick and in range. */
export function priceProblem(priceTicks: number | null, tickTicks: number): string | null {
  if (priceTicks === null) return 'Enter a price';
  const low = tickTicks;
  const high = PRICE_SCALE - tickTicks;
  if (priceTicks < low || priceTicks > high) {
    return `Price must be between ${low / 100}¢ and ${high / 100}¢`;
  }
  if (priceTicks % tickTicks !== 0)
    return `Price must be a multiple of the tick, ${tickTicks / 100}¢`;
  return null;
}

/**
 * One tick up (+1) or down (-1) from a price, inside [tick, 1 - tick]. A price off the tick
 * first snaps to the grid in the direction of the step; no price starts from `from`.
 */
export function stepPrice(
  priceTicks: number | null,
  tickTicks: number,
  direction: 1 | -1,
  from: number,
): number {
  const start = priceTicks ?? from;
  const snapped =
    start % tickTicks === 0
      ? start + direction * tickTicks
      : direction > 0
        ? Math.ceil(start / tickTicks) * tickTicks
        : Math.floor(start / tickTicks) * tickTicks;
  return Math.min(PRICE_SCALE - tickTicks, Math.max(tickTicks, snapped));
}

/**
 * A limit price typed in cents for one outcome, as the price of the other ("45.5" → "54.5"):
 * a binary market's two tokens sum to 1. Text that is not a price stays as it is.
 */
export function complementPriceText(priceText: string): string {
  const ticks = parseCentsAsTicks(priceText);
  if (ticks === null || ticks <= 0 || ticks >= PRICE_SCALE) return priceText;
  return ticksToCents(PRICE_SCALE - ticks);
}
