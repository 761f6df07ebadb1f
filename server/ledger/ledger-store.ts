import type { Database } from '../storage/index.js';
import type { AccountBalance, Position } from './types.js';

interface AccountRow {
  id: number;
  address: string;
  collateral_micros: number;
  reserved_micros: number;
}

interface PositionRow {
  account_id: number;
  token_id: string;
  market_id: number;
  outcome_index: number;
  size_micros: number;
  reserved_micros: number;
  cost_micros: number;
  bought_micros: number;
  bought_cost_micros: number;
  realized_pnl_micros: number;
}

const toAccount = (row: AccountRow): AccountBalance => ({
  id: row.id,
  address: row.address,
  collateralMicros: row.collateral_micros,
  reservedMicros: row.reserved_micros,
});

const toPosition = (row: PositionRow): Position => ({
  accountId: row.account_id,
  tokenId: row.token_id,
  marketId: row.market_id,
  outcomeIndex: row.outcome_index,
  sizeMicros: row.size_micros,
  reservedMicros: row.reserved_micros,
  costMicros: row.cost_micros,
  boughtMicros: row.bought_micros,
  boughtCostMicros: row.bought_cost_micros,
  realizedPnlMicros: row.realized_pnl_micros,
});

/** The ledger's prepared statements: the rows SQLite keeps as the record. */
export function createLedgerStore(db: Database) {
  const accountColumns = 'id, address, collateral_micros, reserved_micros';
  const byAddress = db.prepare<[string], AccountRow>(
    `SELECT ${accountColumns} FROM accounts WHERE address = ?`,
  );
  const byId = db.prepare<[number], AccountRow>(
    `SELECT ${accountColumns} FROM accounts WHERE id = ?`,
  );
  const insertAccount = db.prepare<[string, string]>(
    'INSERT INTO accounts (address, created_at) VALUES (?, ?)',
  );
  const updateAccount = db.prepare<[number, number, number]>(
    'UPDATE accounts SET collateral_micros = ?, reserved_micros = ? WHERE id = ?',
  );
  const positionColumns =
    'account_id, token_id, market_id, outcome_index, size_micros, reserved_micros, cost_micros, ' +
    'bought_micros, bought_cost_micros, realized_pnl_micros';
  const position = db.prepare<[number, string], PositionRow>(
    `SELECT ${positionColumns} FROM positions WHERE account_id = ? AND token_id = ?`,
  );
  const positionsOf = db.prepare<[number], PositionRow>(
    `SELECT ${positionColumns} FROM positions WHERE account_id = ? ORDER BY market_id, outcome_index`,
  );
  const marketPositions = db.prepare<[number], PositionRow>(
    `SELECT ${positionColumns} FROM positions WHERE market_id = ? AND size_micros > 0`,
  );
  const upsertPosition = db.prepare(
    `INSERT INTO positions (${positionColumns}, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id, token_id) DO UPDATE SET
       size_micros = excluded.size_micros, reserved_micros = excluded.reserved_micros,
       cost_micros = excluded.cost_micros, bought_micros = excluded.bought_micros,
       bought_cost_micros = excluded.bought_cost_micros,
       realized_pnl_micros = excluded.realized_pnl_micros, updated_at = excluded.updated_at`,
  );
  const insertDeposit = db.prepare<[number, number, string]>(
    'INSERT INTO deposits (account_id, amount_micros, deposited_at) VALUES (?, ?, ?)',
  );
  const insertRedemption = db.prepare<[number, number, string, number, number, string]>(
    `INSERT INTO redemptions (account_id, market_id, token_id, size_micros, payout_micros, redeemed_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );

  return {
    accountByAddress(address: string): AccountBalance | undefined {
      const row = byAddress.get(address);
      return row && toAccount(row);
    },
    account(id: number): AccountBalance | undefined {
      const row = byId.get(id);
      return row && toAccount(row);
    },
    insertAccount(address: string, at: string): number {
      return Number(insertAccount.run(address, at).lastInsertRowid);
    },
    saveAccount(account: AccountBalance): void {
      updateAccount.run(account.collateralMicros, account.reservedMicros, account.id);
    },
    position(accountId: number, tokenId: string): Position | undefined {
      const row = position.get(accountId, tokenId);
      return row && toPosition(row);
    },
    positionsOf: (accountId: number): Position[] => positionsOf.all(accountId).map(toPosition),
    marketPositions: (marketId: number): Position[] =>
      marketPositions.all(marketId).map(toPosition),
    savePosition(held: Position, at: string): void {
      upsertPosition.run(
        held.accountId,
        held.tokenId,
        held.marketId,
        held.outcomeIndex,
        held.sizeMicros,
        held.reservedMicros,
        held.costMicros,
        held.boughtMicros,
        held.boughtCostMicros,
        held.realizedPnlMicros,
        at,
      );
    },
    insertDeposit(accountId: number, amountMicros: number, at: string): void {
      insertDeposit.run(accountId, amountMicros, at);
    },
    insertRedemption(held: Position, payoutMicros: number, at: string): void {
      insertRedemption.run(
        held.accountId,
        held.marketId,
        held.tokenId,
        held.sizeMicros,
        payoutMicros,
        at,
      );
    },
  };
}

export type LedgerStore = ReturnType<typeof createLedgerStore>;
