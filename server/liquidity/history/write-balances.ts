import { FEE_ACCOUNT } from '../../ledger/index.js';
import type { Database } from '../../storage/index.js';
import { createBulkInsert } from './bulk-insert.js';
import type { createHistoryLedger } from './history-ledger.js';

/**
 * Drops the tables' plain indexes for a bulk write and answers how to build them again (the
 * schema's own statements): building an index once over every row is several times faster
 * than growing it row by row. Inside the caller's transaction, so a failure restores them.
 */
export function withoutIndexes(db: Database, tables: readonly string[]): () => void {
  const indexes = db
    .prepare<[], { name: string; sql: string }>(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
       AND tbl_name IN (${tables.map((table) => `'${table}'`).join(', ')}) ORDER BY name`,
    )
    .all();
  for (const { name } of indexes) db.exec(`DROP INDEX "${name}"`);
  return () => {
    for (const { sql } of indexes) db.exec(sql);
  };
}

/** The traders' accounts, positions, deposits and redemptions, and the venue's fees. */
export function writeBalances(db: Database, ledger: ReturnType<typeof createHistoryLedger>): void {
  const balance = db.prepare<[number, string, number]>(
    'UPDATE accounts SET collateral_micros = ?, created_at = ? WHERE id = ?',
  );
  for (const account of ledger.accounts) {
    if (account.createdAt !== null) {
      balance.run(account.collateralMicros, account.createdAt, account.id);
    }
  }
  const positions = createBulkInsert(db, 'positions', [
    'account_id',
    'token_id',
    'market_id',
    'outcome_index',
    'size_micros',
    'cost_micros',
    'bought_micros',
    'bought_cost_micros',
    'realized_pnl_micros',
    'updated_at',
  ]);
  for (const held of ledger.positions.values()) {
    positions.add(
      held.accountId,
      held.tokenId,
      held.marketId,
      held.outcomeIndex,
      held.sizeMicros,
      held.costMicros,
      held.boughtMicros,
      held.boughtCostMicros,
      held.realizedPnlMicros,
      ledger.updatedAt.get(held) as string,
    );
  }
  positions.flush();
  const deposits = createBulkInsert(db, 'deposits', [
    'account_id',
    'amount_micros',
    'deposited_at',
  ]);
  for (const deposit of ledger.deposits)
    deposits.add(deposit.accountId, deposit.amountMicros, deposit.at);
  deposits.flush();
  const redemptions = createBulkInsert(db, 'redemptions', [
    'account_id',
    'market_id',
    'token_id',
    'size_micros',
    'payout_micros',
    'redeemed_at',
  ]);
  for (const { position, sizeMicros, payoutMicros, at } of ledger.redemptions) {
    redemptions.add(
      position.accountId,
      position.marketId,
      position.tokenId,
      sizeMicros,
      payoutMicros,
      at,
    );
  }
  redemptions.flush();
  const fees = ledger.fees();
  if (fees === 0) return;
  db.prepare('INSERT OR IGNORE INTO accounts (address, created_at) VALUES (?, ?)').run(
    FEE_ACCOUNT,
    new Date(0).toISOString(),
  );
  db.prepare('UPDATE accounts SET collateral_micros = collateral_micros + ? WHERE address = ?').run(
    fees,
    FEE_ACCOUNT,
  );
}
