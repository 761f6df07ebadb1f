import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ActivityQuery,
  ClosedPositionsQuery,
  PublicTradesQuery,
} from '../../../server/contract/index.js';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { openDatabase, type Database } from '../../../server/storage/index.js';
import { queryString } from '../../../server/mirror/public-cache/upstream-reads.js';
import {
  microsOf,
  WALLET_KIND_SPECS,
  type UpstreamItem,
  type WalletKind,
} from '../../../server/mirror/public-cache/wallet-kinds.js';
import {
  activityQuery,
  closedPositionsQuery,
  tradesQuery,
} from '../../../server/mirror/public-cache/wallet-queries.js';
import {
  createWalletStore,
  type WalletStore,
} from '../../../server/mirror/public-cache/wallet-store.js';

// The filters and sorts the mirror applies to cached lists, over SQLite as the cache runs them.

const WALLET = '0x' + 'aa'.repeat(20);
const M1 = '0x' + '11'.repeat(32);
const M2 = '0x' + '22'.repeat(32);

let db: Database;
let store: WalletStore;
beforeEach(() => {
  db = openDatabase(':memory:');
  store = createWalletStore(db, { maxWallets: 2 });
});
afterEach(() => db.close());

/** Stores `items` as the upstream's newest-first list, each tagged with its place as `n`. */
function storeList(
  kind: WalletKind,
  items: UpstreamItem[],
  ascending: (number | null)[] = [],
  wallet = WALLET,
  fetchedAt = 1,
): void {
  store.replace(wallet, kind, {
    complete: true,
    fetchedAt,
    items: items.map((item, n) => ({
      json: JSON.stringify({ ...item, n }),
      columns: WALLET_KIND_SPECS[kind].columns(item),
      ascendingPosition: ascending[n] ?? null,
    })),
  });
}

/** The input with the schema's defaults, as the dispatcher hands it to a handler. */
const parse = <S extends TSchema>(schema: S, input: Record<string, unknown>): Static<S> =>
  Value.Default(schema, { ...input }) as Static<S>;
const places = (rows: string[]) => rows.map((row) => (JSON.parse(row) as { n: number }).n);
const trades = (query: Record<string, unknown>) =>
  places(store.page(WALLET, tradesQuery(parse(PublicTradesQuery, query))));
const activity = (query: Record<string, unknown>) =>
  places(store.page(WALLET, activityQuery(parse(ActivityQuery, { user: WALLET, ...query }))));
const closed = (query: Record<string, unknown>) =>
  places(
    store.page(
      WALLET,
      closedPositionsQuery(parse(ClosedPositionsQuery, { user: WALLET, ...query })),
    ),
  );

describe('trades', () => {
  beforeEach(() => {
    storeList('taker-trades', [
      { conditionId: M1, side: 'BUY', size: 10, usdcSize: 4 },
      { conditionId: M2, side: 'SELL', size: 20, usdcSize: 10 },
      { conditionId: M1, side: 'SELL', size: 5, usdcSize: 9.999999 },
      { conditionId: M2, side: 'BUY', size: 25.5, usdcSize: 12.75 },
    ]);
  });

  it('filters by side and by markets, whatever their case', () => {
    expect(trades({ side: 'SELL' })).toEqual([1, 2]);
    expect(trades({ market: [M1.toUpperCase().replace('0X', '0x')] })).toEqual([0, 2]);
    expect(trades({ market: [M1, M2], side: 'BUY' })).toEqual([0, 3]);
  });

  it('keeps amounts at or above the threshold, to the micro-unit', () => {
    expect(trades({ filterType: 'CASH', filterAmount: 10 })).toEqual([1, 3]);
    expect(trades({ filterType: 'CASH', filterAmount: 9.999999 })).toEqual([1, 2, 3]);
    expect(trades({ filterType: 'TOKENS', filterAmount: 25.5 })).toEqual([3]);
  });

  it('pages in the stored order and reads the list of the takerOnly asked', () => {
    expect(trades({ limit: 2, offset: 1 })).toEqual([1, 2]);
    expect(tradesQuery(parse(PublicTradesQuery, { takerOnly: false })).kind).toBe('trades');
    expect(store.page(WALLET, tradesQuery(parse(PublicTradesQuery, { takerOnly: false })))).toEqual(
      [],
    );
  });

  it('counts the cash of an item without usdcSize (the venue sends none) as size times price', () => {
    storeList('taker-trades', [
      { conditionId: M1, side: 'BUY', size: 3.28888, price: 0.9 },
      { conditionId: M1, side: 'BUY', size: 10, price: 0.2 },
    ]);
    expect(trades({ filterType: 'CASH', filterAmount: 2.959992 })).toEqual([0]);
    expect(trades({ filterType: 'CASH', filterAmount: 2 })).toEqual([0, 1]);
  });

  it('refuses one of filterType and filterAmount without the other, naming it', () => {
    expect(() => tradesQuery(parse(PublicTradesQuery, { filterType: 'CASH' }))).toThrow(
      'filterAmount is required with filterType',
    );
    expect(() => tradesQuery(parse(PublicTradesQuery, { filterAmount: 1 }))).toThrow(
      'filterType is required with filterAmount',
    );
  });
});

describe('activity', () => {
  beforeEach(() => {
    // Newest first, as the upstream sends it.
    storeList('activity', [
      { conditionId: M1, type: 'TRADE', side: 'BUY', timestamp: 300, size: 5, usdcSize: 2 },
      { conditionId: M1, type: 'REDEEM', side: '', timestamp: 300, size: 10, usdcSize: 10 },
      { conditionId: M2, type: 'TRADE', side: 'SELL', timestamp: 200, size: 10, usdcSize: 6 },
      { conditionId: M2, type: 'TRADE', side: 'BUY', timestamp: 100, size: 5, usdcSize: 2 },
    ]);
  });

  it('narrows trades by side and keeps the other types', () => {
    expect(activity({ side: 'BUY' })).toEqual([0, 1, 3]);
    expect(activity({ side: 'SELL' })).toEqual([1, 2]);
  });

  it('filters by types, markets and an inclusive time window', () => {
    expect(activity({ type: ['REDEEM'] })).toEqual([1]);
    expect(activity({ type: ['TRADE', 'REDEEM'], market: [M2] })).toEqual([2, 3]);
    expect(activity({ start: 200, end: 300 })).toEqual([0, 1, 2]);
    expect(activity({ end: 200 })).toEqual([2, 3]);
  });

  it('sorts with every key in one direction: ascending is the stored list reversed', () => {
    expect(activity({ sortDirection: 'ASC' })).toEqual([3, 2, 1, 0]);
    expect(activity({ sortBy: 'TOKENS' })).toEqual([1, 2, 0, 3]);
    expect(activity({ sortBy: 'TOKENS', sortDirection: 'ASC' })).toEqual([3, 0, 2, 1]);
    expect(activity({ sortBy: 'CASH', sortDirection: 'ASC', limit: 2 })).toEqual([3, 0]);
  });
});

describe('closed positions', () => {
  const position = (title: string, realizedPnl: number, curPrice: number, timestamp = 100) => ({
    conditionId: M1,
    title,
    realizedPnl,
    curPrice,
    timestamp,
    initialValue: 3,
    totalBought: 9,
  });

  it('matches titles ignoring the case of ASCII letters only, as SQL lower() does', () => {
    storeList('closed-positions', [
      position('Élection day?', 1, 1),
      position('Will BTC rise?', 2, 0),
    ]);
    expect(closed({ title: 'btc' })).toEqual([1]);
    expect(closed({ title: 'ÉLECTION' })).toEqual([0]);
    expect(closed({ title: 'élection' })).toEqual([]);
  });

  it('breaks ties of every sort by the stored (newest-first) order, in either direction', () => {
    storeList('closed-positions', [
      position('b', 1, 1),
      position('a', 1, 0),
      position('b', 2, 1),
      position('a', 1, 1),
    ]);
    expect(closed({ sortBy: 'REALIZEDPNL' })).toEqual([2, 0, 1, 3]);
    expect(closed({ sortBy: 'REALIZEDPNL', sortDirection: 'ASC' })).toEqual([0, 1, 3, 2]);
    expect(closed({ sortBy: 'TITLE', sortDirection: 'ASC' })).toEqual([1, 3, 0, 2]);
    expect(closed({ sortBy: 'PRICE' })).toEqual([0, 2, 3, 1]);
  });

  it('sorts by the unrounded average price, cost over shares bought', () => {
    storeList('closed-positions', [
      { ...position('x', 0, 0), initialValue: 1, totalBought: 3, avgPrice: 0.333333 },
      { ...position('y', 0, 0), initialValue: 1.000001, totalBought: 3, avgPrice: 0.333333 },
    ]);
    expect(closed({ sortBy: 'AVGPRICE' })).toEqual([1, 0]);
  });

  it('orders oldest first by the ascending list where it was fetched, else reversed', () => {
    storeList('closed-positions', [
      position('a', 0, 0, 200),
      position('b', 0, 0, 100),
      position('c', 0, 0, 100),
    ]);
    expect(closed({ sortBy: 'TIMESTAMP', sortDirection: 'ASC' })).toEqual([2, 1, 0]);
    storeList(
      'closed-positions',
      [position('a', 0, 0, 200), position('b', 0, 0, 100), position('c', 0, 0, 100)],
      [2, 0, 1],
    );
    expect(closed({ sortBy: 'TIMESTAMP', sortDirection: 'ASC' })).toEqual([1, 2, 0]);
  });
});

describe('the store', () => {
  it('replaces a list whole and drops the wallets used longest ago beyond its bound', () => {
    const wallets = ['0x' + '01'.repeat(20), '0x' + '02'.repeat(20), '0x' + '03'.repeat(20)];
    storeList('comments', [{}, {}], [], wallets[0], 10);
    storeList('comments', [{}], [], wallets[1], 20);
    store.touch(wallets[0]!, 'comments', 30);
    storeList('comments', [{}], [], wallets[2], 40);
    expect(store.list(wallets[0]!, 'comments')).toEqual({
      fetchedAt: 10,
      lastUsedAt: 30,
      complete: true,
      items: 2,
    });
    expect(store.list(wallets[1]!, 'comments')).toBeUndefined();
    expect(db.prepare('SELECT COUNT(*) FROM public_cache_items').pluck().get()).toBe(3);
    storeList('comments', [{}], [], wallets[0], 50);
    expect(store.list(wallets[0]!, 'comments')?.items).toBe(1);
  });
});

describe('wire values', () => {
  it('reads amounts as micro-units, numbers or decimal strings', () => {
    expect(microsOf(0.1 + 0.2)).toBe(300_000);
    expect(microsOf('12.345678')).toBe(12_345_678);
    expect(microsOf('n/a')).toBeNull();
    expect(microsOf(undefined)).toBeNull();
  });

  it('writes inputs as a stable query string with lists comma-joined', () => {
    expect(
      queryString({ user: '0xab', market: [M1, M2], limit: 5, takerOnly: true, side: undefined }),
    ).toBe(`?limit=5&market=${M1}%2C${M2}&takerOnly=true&user=0xab`);
    expect(queryString({})).toBe('');
  });
});
