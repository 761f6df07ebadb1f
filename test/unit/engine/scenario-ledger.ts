import type { Fill, FillParty } from '../../../server/engine/index.js';

/**
 * The test's ledger: per-owner collateral and token balances moved only by fills, plus the
 * outstanding pairs and the fees collected. Balances may go negative here so that the
 * property tests can assert they never do.
 */
export class ScenarioLedger {
  readonly collateral = new Map<number, number>();
  readonly tokens = new Map<number, [number, number]>();
  pairs = 0;
  fees = 0;

  /** Gives an owner collateral and a stock of shares, with the pairs behind them. */
  fund(owner: number, collateralMicros: number, pairsMicros: number): void {
    this.collateral.set(owner, collateralMicros);
    this.tokens.set(owner, [pairsMicros, pairsMicros]);
    this.pairs += pairsMicros;
  }

  /** Collateral in the system plus the collateral locked behind the outstanding pairs. */
  totalValue(): number {
    let total = this.fees + this.pairs;
    for (const amount of this.collateral.values()) total += amount;
    return total;
  }

  supply(tokenIndex: 0 | 1): number {
    let total = 0;
    for (const held of this.tokens.values()) total += held[tokenIndex];
    return total;
  }

  apply(fill: Fill): void {
    if (fill.kind === 'mint') this.pairs += fill.sizeMicros;
    if (fill.kind === 'merge') this.pairs -= fill.sizeMicros;
    this.settle(fill.maker, fill.sizeMicros);
    this.settle(fill.taker, fill.sizeMicros);
  }

  private settle(party: FillParty, size: number): void {
    const sign = party.side === 'BUY' ? 1 : -1;
    const held = this.tokens.get(party.owner)!;
    held[party.tokenIndex] += sign * size;
    const cash = this.collateral.get(party.owner)!;
    this.collateral.set(party.owner, cash - sign * party.collateralMicros - party.feeMicros);
    this.fees += party.feeMicros;
  }
}
