/**
 * The ticket's integer units, the same as the service's engine: prices in ticks of 0.0001
 * (PRICE_SCALE ticks = 1.0), shares and collateral in micro-units (value x 1e6). Every figure
 * the ticket computes stays an integer until it is shown or sent.
 */
export const PRICE_SCALE = 10_000;
export const MICROS_PER_UNIT = 1_000_000;
/** Order sizes are multiples of 0.01 share (the venue's size precision). */
export const SIZE_LOT_MICROS = 10_000;
/** The largest order the service accepts: 10 million shares. */
export const MAX_ORDER_SIZE_MICROS = 10_000_000 * MICROS_PER_UNIT;

/** Parses a plain decimal ("0.45", "12", ".5") with at most `decimals` digits; else null. */
export function parseScaled(text: string, decimals: number): number | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  const value = Number((match[1] || '0') + fraction.padEnd(decimals, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** Formats an integer scaled by 10^decimals as a decimal without trailing zeros. */
export function formatScaled(value: number, decimals: number): string {
  const negative = value < 0;
  const digits = String(Math.abs(value)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return (negative ? '-' : '') + whole + (fraction ? '.' + fraction : '');
}

export const parsePriceTicks = (text: string): number | null => parseScaled(text, 4);
/** A price typed in cents ("45.5") in ticks: a cent is 100 ticks. */
export const parseCentsAsTicks = (text: string): number | null => parseScaled(text, 2);
export const ticksToCents = (ticks: number): string => formatScaled(ticks, 2);
export const parseMicros = (text: string): number | null => parseScaled(text, 6);
export const ticksToDecimal = (ticks: number): string => formatScaled(ticks, 4);
export const microsToDecimal = (micros: number): string => formatScaled(micros, 6);

/** A catalog number (0.01, 5) in ticks or micros; catalog figures are exact at these scales. */
export const ticksFromNumber = (value: number): number => Math.round(value * PRICE_SCALE);
export const microsFromNumber = (value: number): number => Math.round(value * MICROS_PER_UNIT);

/** Collateral moved by `sizeMicros` shares at `priceTicks`, exact for lot multiples. */
export function collateralMicros(priceTicks: number, sizeMicros: number): number {
  return priceTicks * (sizeMicros / PRICE_SCALE);
}

export function floorToLot(sizeMicros: number): number {
  return sizeMicros - (sizeMicros % SIZE_LOT_MICROS);
}
