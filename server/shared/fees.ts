// The venue's fee formula, pure integer math shared by the engine (what it charges) and the
// renderer's ticket preview (what it shows), so the two cannot drift. Units: see units.ts.
import { MICROS_PER_UNIT, PRICE_SCALE } from './units.js';

/** Fees are rounded down to 0.00001 collateral (10 micros), as the venue charges them. */
export const FEE_QUANTUM_MICROS = 10;

/** A fee schedule in integers: rate r in micros (r x 1e6) and exponent e. */
export interface FeeTerms {
  rateMicros: number;
  exponent: number;
}

const SCALE_SQUARED = BigInt(PRICE_SCALE * PRICE_SCALE);
const RATE_SCALE = BigInt(MICROS_PER_UNIT);
const QUANTUM = BigInt(FEE_QUANTUM_MICROS);

/**
 * Fee in collateral micro-units for a fill of `sizeMicros` shares at `priceTicks`:
 * shares x r x (p x (1 - p))^e, with r = rateMicros / 1e6 and p = priceTicks / 10,000.
 * p x (1 - p) is the same for a token and its complement, so either side's price will do.
 * Computed exactly in BigInt, then rounded down to FEE_QUANTUM_MICROS.
 */
export function feeMicros(fee: FeeTerms, priceTicks: number, sizeMicros: number): number {
  if (fee.rateMicros === 0 || sizeMicros === 0) return 0;
  const spread = BigInt(priceTicks * (PRICE_SCALE - priceTicks));
  const power = BigInt(fee.exponent);
  const numerator = BigInt(sizeMicros) * BigInt(fee.rateMicros) * spread ** power;
  const denominator = RATE_SCALE * SCALE_SQUARED ** power;
  const micros = numerator / denominator;
  return Number(micros - (micros % QUANTUM));
}
