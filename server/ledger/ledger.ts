import { ServiceError } from '../contract/index.js';
import type { Database } from '../storage/index.js';
import { ledgerCacheOf } from './ledger-cache.js';
import { createLedgerStore } from './ledger-store.js';
import { applyFillToPosition, settlePosition } from './position-math.js';
import type {
  AccountBalance,
  FillEntry,
  MarketTokenRef,
  Position,
  SettlementResult,
} from './types.js';

/** Collects every fee the venue charges; not a wallet, so no client can ever sign for it. */
export const FEE_ACCOUNT = 'venue:fees';

/** Keeps every sum of balances far inside exact integer range. */
const MAX_BALANCE_MICROS = 1_000_000_000 * 1_000_000;

/**
 * Balances, reservations and positions. Every method writes through to SQLite at once; callers
 * run them inside the transaction that also stores the order, cancel or fill they belong to.
 * Reads come from memory (ledger-cache.ts), which a rollback makes forget what it holds.
 */
export interface Ledger {
  /** The account of a wallet, created empty on first use. */
  accountFor(address: string): AccountBalance;
  findAccount(address: string): AccountBalance | undefined;
  account(id: number): AccountBalance;
  position(accountId: number, tokenId: string): Position | undefined;
  positionsOf(accountId: number): Position[];
  availableCollateral(accountId: number): number;
  availableShares(accountId: number, tokenId: string): number;
  /** Moves collateral in (delta > 0) or out of the reserved part. */
  reserveCollateral(accountId: number, deltaMicros: number): void;
  reserveShares(accountId: number, tokenId: string, deltaMicros: number): void;
  /** Books one side of a fill; returns the fee actually charged (a seller's never exceeds the proceeds). */
  applyFill(entry: FillEntry, at: string): number;
  /** Paper collateral from the faucet. */
  credit(address: string, amountMicros: number, at: string): AccountBalance;
  /** Redeems every position of a resolved market: winners at 1, losers at 0. */
  settleMarket(
    marketId: number,
    tokens: readonly MarketTokenRef[],
    winningIndex: number,
    at: string,
  ): SettlementResult;
}

export function createLedger(db: Database): Ledger {
  const store = createLedgerStore(db);
  const cache = ledgerCacheOf(db, store);
  const now = () => new Date().toISOString();

  // The cached rows themselves: callers outside the ledger get copies.
  const accountRow = (address: string): AccountBalance => {
    const key = address.toLowerCase();
    const found = cache.accountByAddress(key);
    if (found) return found;
    const id = store.insertAccount(key, now());
    const created = { id, address: key, collateralMicros: 0, reservedMicros: 0 };
    cache.addAccount(created);
    return created;
  };
  const account = (id: number): AccountBalance => {
    const found = cache.account(id);
    if (!found) throw new Error(`ledger: no account ${id}`);
    return found;
  };
  const copy = <T extends object>(row: T | undefined): T | undefined => row && { ...row };
  const feeAccountId = accountRow(FEE_ACCOUNT).id;

  const emptyPosition = (entry: FillEntry): Position => ({
    accountId: entry.accountId,
    tokenId: entry.tokenId,
    marketId: entry.marketId,
    outcomeIndex: entry.outcomeIndex,
    sizeMicros: 0,
    reservedMicros: 0,
    costMicros: 0,
    boughtMicros: 0,
    boughtCostMicros: 0,
    realizedPnlMicros: 0,
  });

  const changeCollateral = (id: number, deltaMicros: number): void => {
    cache.changing();
    const balance = account(id);
    const collateral = balance.collateralMicros + deltaMicros;
    if (collateral < balance.reservedMicros) {
      throw new Error(`ledger: account ${id} would spend reserved collateral`);
    }
    balance.collateralMicros = collateral;
    store.saveAccount(balance);
  };

  return {
    accountFor: (address) => ({ ...accountRow(address) }),
    findAccount: (address) => copy(cache.accountByAddress(address.toLowerCase())),
    account: (id) => ({ ...account(id) }),
    position: (accountId, tokenId) => copy(cache.position(accountId, tokenId)),
    positionsOf: (accountId) => store.positionsOf(accountId),

    availableCollateral(accountId) {
      const balance = account(accountId);
      return balance.collateralMicros - balance.reservedMicros;
    },

    availableShares(accountId, tokenId) {
      const held = cache.position(accountId, tokenId);
      return held ? held.sizeMicros - held.reservedMicros : 0;
    },

    reserveCollateral(accountId, deltaMicros) {
      if (deltaMicros === 0) return;
      cache.changing();
      const balance = account(accountId);
      const reserved = balance.reservedMicros + deltaMicros;
      if (reserved < 0 || reserved > balance.collateralMicros) {
        throw new Error(`ledger: reservation of account ${accountId} out of range`);
      }
      balance.reservedMicros = reserved;
      store.saveAccount(balance);
    },

    reserveShares(accountId, tokenId, deltaMicros) {
      if (deltaMicros === 0) return;
      cache.changing();
      const held = cache.position(accountId, tokenId);
      if (!held) throw new Error(`ledger: account ${accountId} holds no ${tokenId}`);
      const reserved = held.reservedMicros + deltaMicros;
      if (reserved < 0 || reserved > held.sizeMicros) {
        throw new Error(`ledger: share reservation of account ${accountId} out of range`);
      }
      held.reservedMicros = reserved;
      store.savePosition(held, now());
    },

    applyFill(entry, at) {
      cache.changing();
      let held = cache.position(entry.accountId, entry.tokenId);
      if (!held) cache.addPosition((held = emptyPosition(entry)));
      // A buy is paid before the shares arrive; a sale's proceeds after they leave.
      if (entry.side === 'BUY')
        changeCollateral(entry.accountId, -(entry.collateralMicros + entry.feeMicros));
      const { feeMicros, collateralDeltaMicros } = applyFillToPosition(held, entry);
      if (entry.side === 'SELL') changeCollateral(entry.accountId, collateralDeltaMicros);
      store.savePosition(held, at);
      if (feeMicros > 0) changeCollateral(feeAccountId, feeMicros);
      return feeMicros;
    },

    credit(address, amountMicros, at) {
      if (!Number.isSafeInteger(amountMicros) || amountMicros <= 0) {
        throw new ServiceError('invalid_input', 'amount must be a positive collateral amount');
      }
      const balance = accountRow(address);
      if (balance.collateralMicros + amountMicros > MAX_BALANCE_MICROS) {
        throw new ServiceError(
          'invalid_input',
          'amount would take the balance above 1,000,000,000',
        );
      }
      changeCollateral(balance.id, amountMicros);
      store.insertDeposit(balance.id, amountMicros, at);
      return { ...balance };
    },

    settleMarket(marketId, tokens, winningIndex, at) {
      cache.changing();
      const winning = new Set(
        tokens.filter((t) => t.outcomeIndex === winningIndex).map((t) => t.tokenId),
      );
      let settledPositions = 0;
      let redeemedMicros = 0;
      for (const row of store.marketPositions(marketId)) {
        const held = cache.position(row.accountId, row.tokenId) ?? row;
        store.insertRedemption(held, winning.has(held.tokenId) ? held.sizeMicros : 0, at);
        const payout = settlePosition(held, winning.has(held.tokenId));
        store.savePosition(held, at);
        if (payout > 0) changeCollateral(held.accountId, payout);
        settledPositions += 1;
        redeemedMicros += payout;
      }
      return { settledPositions, redeemedMicros };
    },
  };
}
