/** What the venue's operator may do (POST /venue/* and `npm run venue`); local-venue mode only. */
export interface VenueOperations {
  /** Credits paper collateral to a wallet; answers its new balance. */
  faucet(address: string, amountMicros: number): { address: string; balanceMicros: number };
  /**
   * Cancels the market's open orders, redeems its positions (winning tokens at 1, losing at 0)
   * and closes the market. Unknown market: 404; already resolved or bad index: 400.
   */
  resolve(conditionId: string, winningOutcomeIndex: number): ResolutionSummary;
  /**
   * Changes an open market's tick size (in ticks of 0.0001: 1000, 100, 10 or 1). Resting orders
   * keep their prices; new orders must be on the new grid. Unknown market: 404; closed market or
   * unsupported size: 400.
   */
  setTickSize(conditionId: string, tickTicks: number): TickSizeChange;
  /** Records that `signer` controls the funder wallet `funder` (signatureType 1, 2 or 3). */
  registerFunder(signer: string, funder: string, signatureType: number): void;
}

export interface ResolutionSummary {
  conditionId: string;
  winningOutcomeIndex: number;
  cancelledOrders: number;
  settledPositions: number;
  /** Collateral paid out to winning positions, in micro-units. */
  redeemedMicros: number;
}

export interface TickSizeChange {
  conditionId: string;
  oldTickTicks: number;
  newTickTicks: number;
}
