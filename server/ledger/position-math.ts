import type { FillEntry, Position } from './types.js';

/** What one side of a fill does to its account's collateral. */
export interface FillEffect {
  /** The fee actually charged (a seller's never exceeds the proceeds). */
  feeMicros: number;
  /** Negative for a buy (price plus fee), positive for a sale (proceeds less fee). */
  collateralDeltaMicros: number;
}

/**
 * Books one side of a fill on its position, in place, with average-cost accounting: a buy adds
 * shares and their cost (fee included); a sale takes the cost basis out in proportion to the
 * shares sold and realizes the difference. The one rule for the live ledger and the demo's
 * seeded history alike.
 */
export function applyFillToPosition(held: Position, entry: FillEntry): FillEffect {
  if (entry.side === 'BUY') {
    const paid = entry.collateralMicros + entry.feeMicros;
    held.sizeMicros += entry.sizeMicros;
    held.costMicros += paid;
    held.boughtMicros += entry.sizeMicros;
    held.boughtCostMicros += paid;
    return { feeMicros: entry.feeMicros, collateralDeltaMicros: -paid };
  }
  if (held.sizeMicros < entry.sizeMicros) {
    throw new Error(`ledger: account ${entry.accountId} sells shares it does not hold`);
  }
  const fee = Math.min(entry.feeMicros, entry.collateralMicros);
  const received = entry.collateralMicros - fee;
  const costOut = Math.round((held.costMicros * entry.sizeMicros) / held.sizeMicros);
  held.sizeMicros -= entry.sizeMicros;
  held.costMicros -= costOut;
  held.realizedPnlMicros += received - costOut;
  return { feeMicros: fee, collateralDeltaMicros: received };
}

/** Redeems a position of a resolved market in place: 1 per share if it won, else 0. */
export function settlePosition(held: Position, won: boolean): number {
  const payout = won ? held.sizeMicros : 0;
  held.realizedPnlMicros += payout - held.costMicros;
  held.sizeMicros = 0;
  held.reservedMicros = 0;
  held.costMicros = 0;
  return payout;
}
