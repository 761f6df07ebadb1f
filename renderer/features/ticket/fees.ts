import { feeMicros } from '../../../server/shared/index.js';
import { microsFromNumber } from './units.js';

/** A market's fee schedule as the catalog gives it: r x (p(1-p))^e per share. */
export interface FeeSchedule {
  rate: number;
  exponent: number;
  takerOnly: boolean;
}

/**
 * The fee of one fill in collateral micros, by the same formula the service's engine charges
 * (server/shared's feeMicros); the catalog's decimal rate becomes integer micros first.
 */
export function fillFeeMicros(fee: FeeSchedule, priceTicks: number, sizeMicros: number): number {
  return feeMicros(
    { rateMicros: microsFromNumber(fee.rate), exponent: fee.exponent },
    priceTicks,
    sizeMicros,
  );
}
