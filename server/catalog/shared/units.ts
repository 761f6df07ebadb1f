import { badParameter } from '../../contract/index.js';

const MICROS = 1_000_000;

/** Integer micro-units as a JSON number: 1_500_000 -> 1.5. */
export const microsToNumber = (micros: number): number => micros / MICROS;

/** Integer micro-units as an exact decimal string: 1_500_000 -> "1.5", 0 -> "0". */
export function microsToDecimal(micros: number): string {
  const sign = micros < 0 ? '-' : '';
  const magnitude = Math.abs(micros);
  const whole = Math.floor(magnitude / MICROS);
  const fraction = String(magnitude % MICROS)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** A decimal amount of a query bound (collateral units) in micro-units. */
export function boundToMicros(name: string, value: number): number {
  if (!Number.isFinite(value)) throw badParameter(name, 'must be a finite number');
  return Math.round(value * MICROS);
}

/** Stored asset paths (`/assets/...`) become absolute under the service's base URL. */
export const assetUrl = (value: string, baseUrl: string): string =>
  value.startsWith('/') ? `${baseUrl}${value}` : value;

export const flag = (value: number): boolean => value !== 0;
