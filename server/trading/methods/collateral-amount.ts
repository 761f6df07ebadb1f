import { badParameter } from '../../contract/index.js';
import { decimalStringFromMicros, microsFromDecimalString } from '../../shared/index.js';

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
const LARGEST = decimalStringFromMicros(Number.MAX_SAFE_INTEGER);

/** A collateral amount (decimal string) in micro-units; invalid_input saying what is wrong. */
export function collateralMicros(amount: string): number {
  // Digits only: " 1" and "1 " are refused like any other malformed amount.
  const micros = amount === amount.trim() ? microsFromDecimalString(amount) : null;
  if (micros === null) {
    const trimmed = amount.trim();
    const fraction = trimmed.split('.')[1]?.replace(/0+$/, '') ?? '';
    if (PLAIN_DECIMAL.test(trimmed) && fraction.length <= 6) {
      throw badParameter('amount', `is too large (at most ${LARGEST})`);
    }
    throw badParameter('amount', 'must be a decimal string with at most 6 decimals');
  }
  if (micros <= 0) throw badParameter('amount', 'must be greater than 0');
  return micros;
}
