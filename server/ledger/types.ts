/** The ledger's records. Amounts are integer micro-units (value x 1e6). */

export interface AccountBalance {
  id: number;
  /** Lower-case wallet address. */
  address: string;
  /** Everything the account holds, reserved part included. */
  collateralMicros: number;
  /** Held back for open BUY orders. */
  reservedMicros: number;
}

export interface Position {
  accountId: number;
  tokenId: string;
  marketId: number;
  outcomeIndex: number;
  sizeMicros: number;
  /** Shares held back for open SELL orders. */
  reservedMicros: number;
  /** Cost basis of the shares held (fees included). */
  costMicros: number;
  /** Every share ever bought, and what they cost: the average entry price of the position. */
  boughtMicros: number;
  boughtCostMicros: number;
  realizedPnlMicros: number;
}

/** Where a fill lands in the ledger: one party, in its own token terms. */
export interface FillEntry {
  accountId: number;
  tokenId: string;
  marketId: number;
  outcomeIndex: number;
  side: 'BUY' | 'SELL';
  sizeMicros: number;
  /** Paid (BUY) or received (SELL) for the shares, fee excluded. */
  collateralMicros: number;
  feeMicros: number;
}

export interface MarketTokenRef {
  tokenId: string;
  outcomeIndex: number;
}

export interface SettlementResult {
  settledPositions: number;
  redeemedMicros: number;
}
