import type { FeeParams } from '../engine/index.js';
import { PRICE_SCALE, collateralMicros, feeMicros } from '../shared/index.js';

const HALF = PRICE_SCALE / 2;

/**
 * Collateral an open BUY of `sizeMicros` at limit `priceTicks` holds back: what the shares cost
 * at the limit plus the largest fee any fill at or below the limit can carry. The fee curve
 * p(1 - p) peaks at 0.5, so a fill below a limit above 0.5 may cost more fee than one at the
 * limit: the bound takes the fee at min(limit, 0.5).
 */
export function buyReserveMicros(priceTicks: number, sizeMicros: number, fee: FeeParams): number {
  if (sizeMicros === 0) return 0;
  return (
    collateralMicros(priceTicks, sizeMicros) +
    feeMicros(fee, Math.min(priceTicks, HALF), sizeMicros)
  );
}
