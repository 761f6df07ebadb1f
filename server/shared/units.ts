/**
 * The integer units of the service and the renderer, in one place.
 *
 * - Prices are integer ticks of the finest allowed tick, 0.0001: PRICE_SCALE ticks = 1.0.
 *   A market's tick size (0.1 ... 0.0001) is itself a whole number of ticks (1000 ... 1).
 * - Sizes (shares) and collateral are integer micro-units (value x 1e6).
 * - Every order size is a multiple of SIZE_LOT_MICROS (0.01 share, the venue's size
 *   precision). Why: a fill of q micro-shares at p ticks moves p * q / PRICE_SCALE
 *   micro-collateral. PRICE_SCALE divides SIZE_LOT_MICROS, and fill sizes are minimums and
 *   differences of order sizes (so multiples of the lot too), hence every fill's collateral
 *   amount is an exact integer whatever the price tick, also after a tick size change.
 */

export const PRICE_SCALE = 10_000;
export const MICROS_PER_UNIT = 1_000_000;
export const SIZE_LOT_MICROS = 10_000;
/** Largest accepted order size (10 million shares): keeps every sum a safe integer. */
export const MAX_ORDER_SIZE_MICROS = 10_000_000 * MICROS_PER_UNIT;

/** The valid market tick sizes, in ticks: 0.1, 0.01, 0.005, 0.0025, 0.001, 0.0001. */
export const VALID_TICK_TICKS: readonly number[] = [1000, 100, 50, 25, 10, 1];

const MICROS_PER_TICK = MICROS_PER_UNIT / PRICE_SCALE;

export function isValidTickTicks(tickTicks: number): boolean {
  return VALID_TICK_TICKS.includes(tickTicks);
}

/** A price in ticks of 0.0001 from micro-units (0.45 = 450000 micros -> 4500), or null. */
export function ticksFromMicros(micros: number): number | null {
  if (!Number.isSafeInteger(micros) || micros % MICROS_PER_TICK !== 0) return null;
  return micros / MICROS_PER_TICK;
}

export function microsFromTicks(ticks: number): number {
  return ticks * MICROS_PER_TICK;
}

/** The complementary price: a YES price p is the NO price PRICE_SCALE - p. */
export function complementTicks(ticks: number): number {
  return PRICE_SCALE - ticks;
}

/**
 * Collateral moved by `sizeMicros` shares at `priceTicks`. Exact for lot-multiple sizes
 * (PRICE_SCALE divides the lot); dividing first keeps the product a safe integer.
 */
export function collateralMicros(priceTicks: number, sizeMicros: number): number {
  return priceTicks * (sizeMicros / PRICE_SCALE);
}

/**
 * Parses a decimal as the wire writes it ("0.45", "12"), with at most `decimals` fractional
 * digits, into an integer scaled by 10^decimals; else null.
 */
function parseWireScaled(text: string, decimals: number): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  const value = Number(match[1] + fraction.padEnd(decimals, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Parses a decimal as a person types it: like parseWireScaled, but either side of the point
 * may be empty (".5", "12."), not both.
 */
export function parseTypedScaled(text: string, decimals: number): number | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  const value = Number((match[1] || '0') + fraction.padEnd(decimals, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** Formats an integer scaled by 10^decimals as a decimal without trailing zeros. */
export function formatScaled(value: number, decimals: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = Math.abs(value)
    .toString()
    .padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** '0.45' -> 4500; null when not a plain decimal or finer than 0.0001. */
export function ticksFromPriceString(text: string): number | null {
  return parseWireScaled(text, 4);
}

/** 4500 -> '0.45' (no trailing zeros), as the wire writes prices. */
export function priceStringFromTicks(ticks: number): string {
  return formatScaled(ticks, 4);
}

/** '12.5' -> 12500000; null when not a plain decimal or finer than 1e-6. */
export function microsFromDecimalString(text: string): number | null {
  return parseWireScaled(text, 6);
}

/** 12500000 -> '12.5'. */
export function decimalStringFromMicros(micros: number): string {
  return formatScaled(micros, 6);
}
