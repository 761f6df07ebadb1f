import type {
  AccountTrade,
  AccountTradesQuery,
  BalanceAllowance,
  BalanceAllowanceQuery,
  BuilderTrade,
  BuilderTradesQuery,
  UserOrder,
  UserOrdersQuery,
} from '../contract/index.js';
import type { ExchangeContracts, FunderRegistry } from '../auth/index.js';
import type { Database } from '../storage/index.js';
import { createBalanceView } from './account-balance.js';
import { createUserOrderViews } from './account-orders.js';
import { createAccountTradeViews } from './account-trades.js';
import { createBuilderTradeViews } from './builder-trades.js';
import type { Page } from './cursor.js';

/**
 * What an authenticated wallet may read about itself: its open orders, one order, its fills and
 * its balances. Every method takes the caller's address (any case) and shows only its records.
 */
export interface AccountViews {
  /** GET /data/orders: the caller's LIVE orders, oldest first, cursor paged. */
  userOrders(ownerAddress: string, query: UserOrdersQuery): Page<UserOrder>;
  /** The caller's LIVE orders, newest first, at most `limit`: one bounded query. */
  latestUserOrders(ownerAddress: string, query: UserOrdersQuery, limit: number): UserOrder[];
  /** GET /data/order/{id}: one of the caller's orders in any status; 404 otherwise. */
  userOrder(ownerAddress: string, hash: string): UserOrder;
  /** GET /data/trades: the caller's fills as taker or maker, oldest first, cursor paged. */
  accountTrades(ownerAddress: string, query: AccountTradesQuery): Page<AccountTrade>;
  /** The caller's fills, newest first, at most `limit`: one bounded query. */
  latestAccountTrades(ownerAddress: string, limit: number): AccountTrade[];
  /** GET /builder/trades (public): the code's orders in their fills, cursor paged. */
  builderTrades(query: BuilderTradesQuery): Page<BuilderTrade>;
  /** GET /balance-allowance. */
  balanceAllowance(address: string, query: BalanceAllowanceQuery): BalanceAllowance;
}

/**
 * Read-only views over the ledger tables; `exchanges` are the contracts allowances name,
 * `funders` maps a key's address to its funder wallet for /balance-allowance.
 */
export function createAccountViews(
  db: Database,
  exchanges: ExchangeContracts,
  funders?: FunderRegistry,
): AccountViews {
  return {
    ...createUserOrderViews(db),
    ...createAccountTradeViews(db),
    ...createBuilderTradeViews(db),
    ...createBalanceView(db, exchanges, funders),
  };
}
