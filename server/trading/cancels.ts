import type { TradingMarket } from '../catalog/index.js';
import type { CancelAnswer } from '../contract/index.js';
import type { BookRegistry } from './books.js';
import type { Bookkeeping } from './bookkeeping.js';
import type { GroupCommit } from './group-commit.js';
import type { Caller } from './order-checks.js';
import type { OrderRecord, OrderRecords } from './order-records.js';

export interface CancelDeps {
  commits: GroupCommit;
  records: OrderRecords;
  books: BookRegistry;
  bookkeeping: Bookkeeping;
  marketByToken: (tokenId: string) => { market: TradingMarket } | undefined;
  now: () => number;
}

export interface MarketCancelFilter {
  /** Condition id. */
  market?: string | undefined;
  /** Token id. */
  asset_id?: string | undefined;
}

export interface Cancels {
  /** DELETE /order and DELETE /orders: the caller's orders by id (order hash). */
  byHashes(caller: Caller, hashes: readonly string[]): CancelAnswer;
  /** DELETE /cancel-all. */
  all(caller: Caller): CancelAnswer;
  /** DELETE /cancel-market-orders. */
  market(caller: Caller, filter: MarketCancelFilter): CancelAnswer;
  /** Every open order placed with the caller's API key (heartbeat timeout); answers how many. */
  byApiKey(caller: Caller): number;
}

const NOT_FOUND = 'Order not found';

/** Removes orders from their books and records the cancel, all in one transaction. */
export function createCancels(deps: CancelDeps): Cancels {
  const { commits, records, books, bookkeeping } = deps;

  const cancelLive = (order: OrderRecord, at: string): boolean => {
    const found = deps.marketByToken(order.tokenId);
    if (!found) return false;
    const { marketId } = found.market;
    const removed = books.bookFor(found.market).cancel(order.id);
    if (!removed.ok) return false;
    // Rolled back, the order is still LIVE in SQLite: the book is rebuilt with it.
    commits.onRollback(() => books.forget(marketId));
    bookkeeping.cancel(order, at);
    return true;
  };

  const cancelEach = (orders: readonly OrderRecord[], answer: CancelAnswer): CancelAnswer => {
    const at = new Date(deps.now()).toISOString();
    commits.run(() => {
      for (const order of orders) {
        if (cancelLive(order, at)) answer.canceled.push(order.hash);
        else answer.not_canceled[order.hash] = NOT_FOUND;
      }
    });
    return answer;
  };

  const empty = (): CancelAnswer => ({ canceled: [], not_canceled: {} });

  return {
    byHashes(caller, hashes) {
      const answer = empty();
      const owner = caller.address.toLowerCase();
      const live: OrderRecord[] = [];
      for (const hash of new Set(hashes)) {
        const order = records.orderByHash(hash.toLowerCase());
        if (!order || order.ownerAddress !== owner) answer.not_canceled[hash] = NOT_FOUND;
        else if (order.status === 'MATCHED') answer.not_canceled[hash] = 'Order already matched';
        else if (order.status === 'CANCELED') answer.not_canceled[hash] = 'Order already canceled';
        else live.push(order);
      }
      return cancelEach(live, answer);
    },

    all: (caller) => cancelEach(records.liveOfOwner(caller.address.toLowerCase()), empty()),

    market(caller, filter) {
      const conditionId = filter.market?.toLowerCase();
      const orders = records.liveOfOwner(caller.address.toLowerCase()).filter((order) => {
        if (filter.asset_id !== undefined && order.tokenId !== filter.asset_id) return false;
        if (conditionId === undefined) return true;
        return deps.marketByToken(order.tokenId)?.market.conditionId === conditionId;
      });
      return cancelEach(orders, empty());
    },

    byApiKey: (caller) =>
      cancelEach(records.liveOfKey(caller.address.toLowerCase(), caller.apiKey), empty()).canceled
        .length,
  };
}
