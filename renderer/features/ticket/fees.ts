import { MICROS_PER_UNIT, PRICE_SCALE, microsFromNumber } from './units.js';

/** A market's fee schedule as the catalog gives it: r x (p(1-p))^e per share. */
export interface FeeSchedule {
  rate: number;
  exponent: number;
  takerOnly: boolean;
}

/** The venue rounds every fee down to 0.00001 collateral (10 micros). */
export const FEE_QUANTUM_MICROS = 10;

const SCALE_SQUARED = BigInt(PRICE_SCALE * PRICE_SCALE);
const RATE_SCALE = BigInt(MICROS_PER_UNIT);
const QUANTUM = BigInt(FEE_QUANTUM_MICROS);

/**
 * The fee of one fill in collateral micros, computed as the service does: exactly in BigInt,
 * shares x r x (p(1-p))^e, then rounded down to the quantum. p(1-p) is the same for a token and
 * its complement, so either side's price gives the same fee.
 */
export function fillFeeMicros(fee: FeeSchedule, priceTicks: number, sizeMicros: number): number {
  const rateMicros = microsFromNumber(fee.rate);
  if (rateMicros === 0 || sizeMicros === 0) return 0;
  const spread = BigInt(priceTicks * (PRICE_SCALE - priceTicks));
  const power = BigInt(fee.exponent);
  const numerator = BigInt(sizeMicros) * BigInt(rateMicros) * spread ** power;
  const denominator = RATE_SCALE * SCALE_SQUARED ** power;
  const micros = numerator / denominator;
  return Number(micros - (micros % QUANTUM));
}
