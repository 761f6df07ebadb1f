import {
  applyFillToPosition,
  settlePosition,
  type FillEntry,
  type Position,
} from '../../ledger/index.js';

/** A history trader's account, kept in memory until the history is written. */
export interface HistoryAccount {
  id: number;
  address: string;
  collateralMicros: number;
  createdAt: string | null;
}

export interface Deposit {
  accountId: number;
  amountMicros: number;
  at: string;
}

export interface Redemption {
  position: Position;
  sizeMicros: number;
  payoutMicros: number;
  at: string;
}

/**
 * Balances and positions of the history's traders, booked with the live ledger's own rules
 * (server/ledger position-math), so the written positions are what the ledger would hold.
 */
export function createHistoryLedger(addresses: readonly string[], firstId: number) {
  const accounts: HistoryAccount[] = addresses.map((address, index) => ({
    id: firstId + index,
    address,
    collateralMicros: 0,
    createdAt: null,
  }));
  const positions = new Map<string, Position>();
  const deposits: Deposit[] = [];
  const redemptions: Redemption[] = [];
  const byMarket = new Map<number, Position[]>();
  /** When each position last changed. */
  const updatedAt = new Map<Position, string>();
  let feesMicros = 0;

  const positionOf = (account: HistoryAccount, entry: Omit<FillEntry, 'accountId'>): Position => {
    const key = `${account.id}:${entry.tokenId}`;
    let held = positions.get(key);
    if (!held) {
      held = {
        accountId: account.id,
        tokenId: entry.tokenId,
        marketId: entry.marketId,
        outcomeIndex: entry.outcomeIndex,
        sizeMicros: 0,
        reservedMicros: 0,
        costMicros: 0,
        boughtMicros: 0,
        boughtCostMicros: 0,
        realizedPnlMicros: 0,
      };
      positions.set(key, held);
      const list = byMarket.get(entry.marketId) ?? [];
      list.push(held);
      byMarket.set(entry.marketId, list);
    }
    return held;
  };

  return {
    accounts,
    positions,
    updatedAt,
    deposits,
    redemptions,
    fees: () => feesMicros,

    /** Shares of a token the account holds. */
    held(account: HistoryAccount, tokenId: string): number {
      return positions.get(`${account.id}:${tokenId}`)?.sizeMicros ?? 0;
    },

    /** Paper collateral, as the faucet credits it: the trader's first deposit or a top-up. */
    deposit(account: HistoryAccount, amountMicros: number, at: string): void {
      account.createdAt ??= at;
      account.collateralMicros += amountMicros;
      deposits.push({ accountId: account.id, amountMicros, at });
    },

    /** Books one side of a fill; answers the fee charged. */
    fill(account: HistoryAccount, entry: Omit<FillEntry, 'accountId'>, at: string): number {
      const held = positionOf(account, entry);
      updatedAt.set(held, at);
      const effect = applyFillToPosition(held, { ...entry, accountId: account.id });
      account.collateralMicros += effect.collateralDeltaMicros;
      if (account.collateralMicros < 0) throw new Error('history: a trader spent money it lacks');
      feesMicros += effect.feeMicros;
      return effect.feeMicros;
    },

    /** Redeems every position of a resolved market, as the venue does at resolution. */
    settle(
      marketId: number,
      winner: number,
      at: string,
      accountOf: (id: number) => HistoryAccount,
    ) {
      for (const held of byMarket.get(marketId) ?? []) {
        if (held.sizeMicros === 0) continue;
        const sizeMicros = held.sizeMicros;
        const payoutMicros = settlePosition(held, held.outcomeIndex === winner);
        updatedAt.set(held, at);
        accountOf(held.accountId).collateralMicros += payoutMicros;
        redemptions.push({ position: { ...held }, sizeMicros, payoutMicros, at });
      }
    },
  };
}

export type HistoryLedger = ReturnType<typeof createHistoryLedger>;
