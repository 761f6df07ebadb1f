import {
  PRICE_SCALE,
  formatScaled,
  parseTypedScaled,
  priceStringFromTicks,
} from '../../../server/shared/index.js';
import type { Checked } from './checks.js';

// The forms take prices in cents, as the ticket and the ladder show them; the contract takes
// them as wire decimals ("0.45"). Both go through ticks of 0.0001.

/** A market's tick (0.01) in ticks of 0.0001 (100). */
export const tickTicksOf = (tickSize: number): number =>
  Math.max(1, Math.round((tickSize || 0.01) * PRICE_SCALE));

/** Ticks as cents the way a trader types them: 4500 → "45", 4550 → "45.5". */
export const centsText = (ticks: number): string => formatScaled(ticks, 2);

/** A price (0..1) on the market's tick, nearest first, inside the book's range. */
export function ticksOnGrid(price: number, tickTicks: number): number {
  const ticks = Math.round((price * PRICE_SCALE) / tickTicks) * tickTicks;
  return Math.min(PRICE_SCALE - tickTicks, Math.max(tickTicks, ticks));
}

/** A price typed in cents: above 0, below 100, on the market's tick. */
export function parseCents(text: string, tickTicks: number): Checked<number> {
  const ticks = parseTypedScaled(text.replace(/¢/g, ''), 2);
  if (ticks === null) return { error: 'A price in cents, like 45 or 45.5' };
  if (ticks <= 0 || ticks >= PRICE_SCALE) return { error: 'Above 0¢ and below 100¢' };
  if (ticks % tickTicks !== 0) return { error: `On the market's ${centsText(tickTicks)}¢ tick` };
  return { value: ticks };
}

/** Ticks as the contract's price string. */
export const wirePrice = (ticks: number): string => priceStringFromTicks(ticks);

/** A wire price ("0.45") in cents for a field ("45"), or "" when there is none. */
export const centsOfWire = (price: string | null): string => {
  if (price === null) return '';
  const ticks = parseTypedScaled(price, 4);
  return ticks === null ? '' : centsText(ticks);
};

/** A whole number from `min` to `max`. */
export function parseWhole(text: string, min: number, max: number): Checked<number> {
  const bare = text.trim();
  if (!/^[0-9]+$/.test(bare)) return { error: 'A whole number' };
  const value = Number(bare);
  if (value < min || value > max) return { error: `From ${min} to ${max}` };
  return { value };
}

/**
 * An amount in collateral or shares as the contract writes it ("250", "-12.5"): "$", commas
 * and a typographic minus are read as meant; at most 6 decimals.
 */
export function parseAmount(text: string, signed: boolean): Checked<string> {
  const bare = text.trim().replace(/^\$/, '').replace(/,/g, '').replace(/^[−–]/, '-');
  const negative = bare.startsWith('-');
  if (negative && !signed) return { error: 'Not below 0' };
  const digits = negative ? bare.slice(1).replace(/^\$/, '') : bare;
  const micros = parseTypedScaled(digits, 6);
  if (micros === null) return { error: 'A number like 250 or 12.5 (6 decimals at most)' };
  const amount = formatScaled(micros, 6);
  return { value: negative && micros > 0 ? `-${amount}` : amount };
}
