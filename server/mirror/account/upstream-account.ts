import type {
  AccountTrade,
  CancelAnswer,
  NewOrderBody,
  OrderAnswer,
  UserOrder,
} from '../../contract/index.js';
import type { ApiCredentials } from '../../auth/index.js';
import type { L1Signer, UpstreamTrader } from './upstream-trader.js';
import {
  accountTradeOf,
  cancelAnswerOf,
  orderAnswerOf,
  upstreamPositionOf,
  userOrderOf,
  type UpstreamPosition,
} from './wire-values.js';

/** The account a call is for: its key's address, and its signer should credentials be needed. */
export interface UpstreamCaller {
  address: string;
  signer: () => L1Signer;
}

/** The vault account's trading and portfolio at the upstream, in the contract's shapes. */
export interface UpstreamAccount {
  /** POST /order of a signed order; `owner` is filled with the account's upstream API key. */
  postOrder(caller: UpstreamCaller, body: Omit<NewOrderBody, 'owner'>): Promise<OrderAnswer>;
  cancelOrder(caller: UpstreamCaller, orderId: string): Promise<CancelAnswer>;
  /** Every open order, or those of one market (condition id). */
  cancelAll(caller: UpstreamCaller, market?: string): Promise<CancelAnswer>;
  /** Open orders, every page up to `max`, newest first. */
  openOrders(caller: UpstreamCaller, market: string | undefined, max: number): Promise<UserOrder[]>;
  /** The latest `limit` fills, newest first. */
  trades(caller: UpstreamCaller, limit: number): Promise<AccountTrade[]>;
  /** GET /balance-allowance: the collateral the paying wallet can still commit, micro-units. */
  availableCollateral(caller: UpstreamCaller, signatureType: number): Promise<number>;
  /** The wallet's open positions on the public-data surface, every page. */
  positions(user: string): Promise<UpstreamPosition[]>;
  /** New upstream API credentials for scripts; the secret is answered once. */
  createScriptKey(signer: L1Signer): Promise<ApiCredentials>;
  /** GET /auth/api-keys: the account's API keys at the upstream. */
  apiKeys(caller: UpstreamCaller): Promise<string[]>;
}

/** An API key as the list names it: a string, or an object with the key under `apiKey`. */
const keyOf = (item: unknown): string | null => {
  if (typeof item === 'string') return item;
  const key = (item as { apiKey?: unknown } | null)?.apiKey;
  return typeof key === 'string' ? key : null;
};

/** The order-book surface's last page: an empty cursor, or base64 of -1. */
const LAST_CURSORS = new Set(['', 'LTE=']);
const FIRST_CURSOR = 'MA==';
/** A page cap, so that an upstream whose cursor never ends cannot keep a call going. */
const MAX_PAGES = 50;
const POSITIONS_PAGE = 500;
const MAX_POSITIONS_OFFSET = 10_000;

interface Page {
  data?: unknown;
  next_cursor?: unknown;
}

export function createUpstreamAccount(trader: UpstreamTrader): UpstreamAccount {
  const call = <T>(caller: UpstreamCaller, request: Parameters<UpstreamTrader['call']>[2]) =>
    trader.call<T>(caller.address, caller.signer, request);

  /** The items of every page of a cursor-paged list, up to `max`. */
  async function allPages(
    caller: UpstreamCaller,
    path: string,
    query: Record<string, string | undefined>,
    max: number,
  ): Promise<unknown[]> {
    const items: unknown[] = [];
    let cursor = FIRST_CURSOR;
    for (let page = 0; page < MAX_PAGES && items.length < max; page++) {
      const answer = await call<Page>(caller, {
        method: 'GET',
        path,
        query: { ...query, next_cursor: cursor },
      });
      if (Array.isArray(answer.data)) items.push(...answer.data);
      const next = typeof answer.next_cursor === 'string' ? answer.next_cursor : '';
      if (LAST_CURSORS.has(next) || next === cursor) break;
      cursor = next;
    }
    return items.slice(0, max);
  }

  return {
    async postOrder(caller, body) {
      const { apiKey } = await trader.credentials(caller.address, caller.signer);
      const answer = await call(caller, {
        method: 'POST',
        path: '/order',
        body: { ...body, owner: apiKey },
      });
      return orderAnswerOf(answer);
    },

    async cancelOrder(caller, orderId) {
      const answer = await call(caller, {
        method: 'DELETE',
        path: '/order',
        body: { orderID: orderId },
      });
      return cancelAnswerOf(answer);
    },

    async cancelAll(caller, market) {
      const answer = await call(
        caller,
        market === undefined
          ? { method: 'DELETE', path: '/cancel-all' }
          : { method: 'DELETE', path: '/cancel-market-orders', body: { market } },
      );
      return cancelAnswerOf(answer);
    },

    async openOrders(caller, market, max) {
      const items = await allPages(caller, '/data/orders', { market }, max);
      return items.map(userOrderOf).sort((a, b) => b.created_at - a.created_at);
    },

    async trades(caller, limit) {
      const items = await allPages(caller, '/data/trades', {}, limit);
      return items
        .map(accountTradeOf)
        .sort((a, b) => Date.parse(b.match_time) - Date.parse(a.match_time));
    },

    async availableCollateral(caller, signatureType) {
      const answer = await call<{ balance?: unknown }>(caller, {
        method: 'GET',
        path: '/balance-allowance',
        query: {
          asset_type: 'COLLATERAL',
          signature_type: signatureType === 0 ? undefined : String(signatureType),
        },
      });
      const balance = typeof answer.balance === 'string' ? Number(answer.balance) : answer.balance;
      return typeof balance === 'number' && Number.isSafeInteger(balance) ? balance : 0;
    },

    createScriptKey: (signer) => trader.createScriptKey(signer),

    async apiKeys(caller) {
      const answer = await call<{ apiKeys?: unknown }>(caller, {
        method: 'GET',
        path: '/auth/api-keys',
      });
      const items = Array.isArray(answer.apiKeys) ? answer.apiKeys : [];
      return items.map(keyOf).filter((key): key is string => key !== null);
    },

    async positions(user) {
      const positions: UpstreamPosition[] = [];
      for (let offset = 0; offset <= MAX_POSITIONS_OFFSET; offset += POSITIONS_PAGE) {
        const query = new URLSearchParams({
          user,
          sizeThreshold: '0',
          limit: String(POSITIONS_PAGE),
          offset: String(offset),
        });
        const page = await trader.publicData<unknown>(`/positions?${query}`);
        const items = Array.isArray(page) ? page : [];
        positions.push(...items.map(upstreamPositionOf));
        if (items.length < POSITIONS_PAGE) break;
      }
      return positions.filter((position) => position.size > 0);
    },
  };
}
