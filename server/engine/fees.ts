import { MICROS_PER_UNIT } from '../shared/index.js';
import type { FeeParams } from './types.js';

export const NO_FEE: FeeParams = { rateMicros: 0, exponent: 0, takerOnly: true };

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
