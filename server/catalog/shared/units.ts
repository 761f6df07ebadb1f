import { badParameter } from '../../contract/index.js';
import { MICROS_PER_UNIT } from '../../shared/index.js';

/** Integer micro-units as a JSON number: 1_500_000 -> 1.5. */
export const microsToNumber = (micros: number): number => micros / MICROS_PER_UNIT;

/** Integer micro-units as an exact decimal string: 1_500_000 -> "1.5", 0 -> "0". */
export { decimalStringFromMicros as microsToDecimal } from '../../shared/index.js';

/** An ISO 8601 instant (as stored) in Unix seconds, rounded down. */
export const unixSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/** A decimal amount of a query bound (collateral units) in micro-units. */
export function boundToMicros(name: string, value: number): number {
  if (!Number.isFinite(value)) throw badParameter(name, 'must be a finite number');
  return Math.round(value * MICROS_PER_UNIT);
}

/** Stored asset paths (`/assets/...`) become absolute under the service's base URL. */
export const assetUrl = (value: string, baseUrl: string): string =>
  value.startsWith('/') ? `${baseUrl}${value}` : value;

export const flag = (value: number): boolean => value !== 0;
