import type { Statement } from 'better-sqlite3';
import { inTransaction, type Database } from '../../storage/index.js';
import type { ItemColumns, WalletKind } from './wallet-kinds.js';
import type { WalletListQuery } from './wallet-queries.js';

/** What the cache knows of one (wallet, kind) list. */
export interface StoredList {
  fetchedAt: number;
  lastUsedAt: number;
  /** False when the list was cut at the kind's bound: the upstream may hold older items. */
  complete: boolean;
  items: number;
}

export interface StoredItem {
  json: string;
  columns: ItemColumns;
  /** Place in the upstream's oldest-first list, where it differs from newest-first reversed. */
  ascendingPosition: number | null;
}

export interface FetchedList {
  items: StoredItem[];
  complete: boolean;
  fetchedAt: number;
}

interface ListRow {
  fetched_at: number;
  last_used_at: number;
  complete: number;
  items: number;
}

/**
 * The cached lists in SQLite: a list is replaced whole in one transaction, read a page at a time
 * through the filters of wallet-queries.ts, and the least recently used wallets beyond
 * `maxWallets` are dropped with all their lists.
 */
export function createWalletStore(db: Database, options: { maxWallets: number }) {
  const listRow = db.prepare<[string, string], ListRow>(
    `SELECT fetched_at, last_used_at, complete, items FROM public_cache_lists
     WHERE wallet = ? AND kind = ?`,
  );
  const deleteItems = db.prepare('DELETE FROM public_cache_items WHERE wallet = ? AND kind = ?');
  const insertItem = db.prepare(
    `INSERT INTO public_cache_items (wallet, kind, position, ascending_position, condition_id,
       type, side, timestamp, size_micros, usdc_micros, realized_pnl_micros, price, avg_price,
       title, json)
     VALUES (@wallet, @kind, @position, @ascendingPosition, @conditionId, @type, @side,
       @timestamp, @sizeMicros, @usdcMicros, @realizedPnlMicros, @price, @avgPrice, @title,
       @json)`,
  );
  const upsertList = db.prepare(
    `INSERT INTO public_cache_lists (wallet, kind, fetched_at, last_used_at, complete, items)
     VALUES (@wallet, @kind, @fetchedAt, @fetchedAt, @complete, @items)
     ON CONFLICT (wallet, kind) DO UPDATE SET fetched_at = excluded.fetched_at,
       last_used_at = MAX(last_used_at, excluded.last_used_at), complete = excluded.complete,
       items = excluded.items`,
  );
  const touch = db.prepare(
    'UPDATE public_cache_lists SET last_used_at = ? WHERE wallet = ? AND kind = ?',
  );
  const walletCount = db
    .prepare('SELECT COUNT(DISTINCT wallet) FROM public_cache_lists')
    .pluck() as Statement<[], number>;
  const EVICTED = `SELECT wallet FROM public_cache_lists GROUP BY wallet
    ORDER BY MAX(last_used_at) DESC LIMIT -1 OFFSET @keep`;
  const evictItems = db.prepare(`DELETE FROM public_cache_items WHERE wallet IN (${EVICTED})`);
  const evictLists = db.prepare(`DELETE FROM public_cache_lists WHERE wallet IN (${EVICTED})`);
  const pages = new Map<string, Statement>();

  function pageStatement(query: WalletListQuery): Statement {
    const where = ['wallet = @wallet', 'kind = @kind', ...query.conditions.map((c) => c.sql)];
    const sql = `SELECT json FROM public_cache_items WHERE ${where.join(' AND ')}
      ORDER BY ${query.orderBy} LIMIT @limit OFFSET @offset`;
    let statement = pages.get(sql);
    if (!statement) {
      statement = db.prepare(sql).pluck();
      pages.set(sql, statement);
    }
    return statement;
  }

  return {
    list(wallet: string, kind: WalletKind): StoredList | undefined {
      const row = listRow.get(wallet, kind);
      return (
        row && {
          fetchedAt: row.fetched_at,
          lastUsedAt: row.last_used_at,
          complete: row.complete === 1,
          items: row.items,
        }
      );
    },

    /** Replaces the wallet's list of a kind, then drops the wallets used longest ago. */
    replace(wallet: string, kind: WalletKind, fetched: FetchedList): void {
      inTransaction(db, () => {
        deleteItems.run(wallet, kind);
        fetched.items.forEach((item, position) => {
          const { columns } = item;
          insertItem.run({
            wallet,
            kind,
            position,
            ascendingPosition: item.ascendingPosition,
            conditionId: columns.conditionId ?? null,
            type: columns.type ?? null,
            side: columns.side ?? null,
            timestamp: columns.timestamp ?? null,
            sizeMicros: columns.sizeMicros ?? null,
            usdcMicros: columns.usdcMicros ?? null,
            realizedPnlMicros: columns.realizedPnlMicros ?? null,
            price: columns.price ?? null,
            avgPrice: columns.avgPrice ?? null,
            title: columns.title ?? null,
            json: item.json,
          });
        });
        upsertList.run({
          wallet,
          kind,
          fetchedAt: fetched.fetchedAt,
          complete: fetched.complete ? 1 : 0,
          items: fetched.items.length,
        });
        if (walletCount.get()! > options.maxWallets) {
          evictItems.run({ keep: options.maxWallets });
          evictLists.run({ keep: options.maxWallets });
        }
      });
    },

    touch(wallet: string, kind: WalletKind, at: number): void {
      touch.run(at, wallet, kind);
    },

    /** The items of one page, as the upstream's JSON texts. */
    page(wallet: string, query: WalletListQuery): string[] {
      const params = Object.assign(
        { wallet, kind: query.kind, limit: query.limit, offset: query.offset },
        ...query.conditions.map((condition) => condition.params),
      ) as Record<string, unknown>;
      return pageStatement(query).all(params) as string[];
    },
  };
}

export type WalletStore = ReturnType<typeof createWalletStore>;
