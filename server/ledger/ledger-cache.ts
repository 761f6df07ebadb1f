import { rollbackListenersOf, type Database, type RollbackListeners } from '../storage/index.js';
import type { LedgerStore } from './ledger-store.js';
import type { AccountBalance, Position } from './types.js';

/**
 * The accounts and positions the ledger has read or written, kept in memory so an order reads
 * no rows: every change is still written to SQLite at once (the record), so the cache only ever
 * holds what the connection would read back. One per connection, shared by every ledger made on
 * it, so none of them can see a stale row. A rolled-back write leaves it wrong: what is loaded
 * or added inside a transaction, and every change the ledger makes to a cached row
 * (`changing`), registers `forget` as a rollback listener, and it reloads from SQLite on demand.
 */
export interface LedgerCache {
  account(id: number): AccountBalance | undefined;
  accountByAddress(address: string): AccountBalance | undefined;
  addAccount(account: AccountBalance): void;
  /** The position, or undefined when the account never held the token. */
  position(accountId: number, tokenId: string): Position | undefined;
  addPosition(held: Position): void;
  /** Called before a cached row changes: a rollback of the transaction then forgets the cache. */
  changing(): void;
  forget(): void;
}

const caches = new WeakMap<Database, LedgerCache>();

function createLedgerCache(store: LedgerStore, listeners: RollbackListeners): LedgerCache {
  const byId = new Map<number, AccountBalance>();
  const byAddress = new Map<string, AccountBalance>();
  // null: read from SQLite and known to be absent.
  const positions = new Map<number, Map<string, Position | null>>();

  const forget = (): void => {
    byId.clear();
    byAddress.clear();
    positions.clear();
  };
  // Rows read inside a transaction may be ones it wrote: they go if it rolls back.
  const changing = (): void => listeners.onRollback(forget);

  const remember = (account: AccountBalance): AccountBalance => {
    changing();
    byId.set(account.id, account);
    byAddress.set(account.address, account);
    return account;
  };
  const positionsOf = (accountId: number): Map<string, Position | null> => {
    let held = positions.get(accountId);
    changing();
    if (!held) positions.set(accountId, (held = new Map()));
    return held;
  };

  return {
    account(id) {
      const cached = byId.get(id);
      if (cached) return cached;
      const loaded = store.account(id);
      return loaded && remember(loaded);
    },
    accountByAddress(address) {
      const cached = byAddress.get(address);
      if (cached) return cached;
      const loaded = store.accountByAddress(address);
      return loaded && remember(loaded);
    },
    addAccount: (account) => void remember(account),
    position(accountId, tokenId) {
      const held = positionsOf(accountId);
      const cached = held.get(tokenId);
      if (cached !== undefined) return cached ?? undefined;
      const loaded = store.position(accountId, tokenId);
      held.set(tokenId, loaded ?? null);
      return loaded;
    },
    addPosition: (held) => void positionsOf(held.accountId).set(held.tokenId, held),
    changing,
    forget,
  };
}

/** The cache of the connection `db`, made with `store` the first time. */
export function ledgerCacheOf(db: Database, store: LedgerStore): LedgerCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = createLedgerCache(store, rollbackListenersOf(db))));
  return cache;
}
