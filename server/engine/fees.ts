import { feeMicros as contractFeeMicros } from '../contract/index.js';
import type { FeeParams } from './types.js';
import { MICROS_PER_UNIT } from './units.js';

export { FEE_QUANTUM_MICROS } from '../contract/index.js';

export const NO_FEE: FeeParams = { rateMicros: 0, exponent: 0, takerOnly: true };

/**
 * Fee in collateral micro-units for a fill of `sizeMicros` shares at `priceTicks`. The formula
 * lives in server/contract (fees.ts), shared with the renderer's ticket preview.
 */
export function feeMicros(fee: FeeParams, priceTicks: number, sizeMicros: number): number {
  return contractFeeMicros(fee, priceTicks, sizeMicros);
}

/** Checks a fee description: a non-negative integer rate (at most 100%) and exponent. */
export function isValidFee(fee: FeeParams): boolean {
  return (
    Number.isSafeInteger(fee.rateMicros) &&
    fee.rateMicros >= 0 &&
    fee.rateMicros <= MICROS_PER_UNIT &&
    Number.isSafeInteger(fee.exponent) &&
    fee.exponent >= 0 &&
    fee.exponent <= 8
  );
}
