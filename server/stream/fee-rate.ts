import { collateralMicros } from '../engine/index.js';

/**
 * A fill's fee as basis points of that side's notional, rounded to a whole point: what the fill
 * actually paid, as /data/trades reports it.
 */
export function feeRateBps(feeMicros: number, priceTicks: number, sizeMicros: number): string {
  const notional = collateralMicros(priceTicks, sizeMicros);
  return notional > 0 ? String(Math.round((feeMicros / notional) * 10_000)) : '0';
}
