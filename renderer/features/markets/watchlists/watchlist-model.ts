import type { Watchlist } from '../../../../server/contract/index.js';

// The rules of the watchlists as the terminal applies them before the service answers (it
// keeps condition ids lower-case, a first star makes a list named "Watchlist").

/** The name of the list a first star makes (the service's). */
export const FIRST_LIST_NAME = 'Watchlist';

export const marketKey = (conditionId: string): string => conditionId.toLowerCase();

/** Every market in any list, by lower-case condition id. */
export function starredMarkets(lists: readonly Watchlist[]): Set<string> {
  return new Set(lists.flatMap((list) => list.markets.map(marketKey)));
}

/** The ids of the lists that hold a market. */
export function listsHolding(lists: readonly Watchlist[], conditionId: string): Set<number> {
  const key = marketKey(conditionId);
  return new Set(lists.filter((list) => list.markets.includes(key)).map((list) => list.id));
}

/** `items` with the one at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/**
 * What a star does to the lists, as the service does it: starring adds the market at the end of
 * `listId` (by default the first list; with no list, a new one it cannot name an id for, so
 * null: wait for the answer); unstarring removes it from `listId`, or from every list.
 */
export function applyStar(
  lists: readonly Watchlist[],
  change: { conditionId: string; starred: boolean; listId?: number },
): Watchlist[] | null {
  const key = marketKey(change.conditionId);
  if (!change.starred) {
    return lists.map((list) =>
      change.listId === undefined || list.id === change.listId
        ? { ...list, markets: list.markets.filter((market) => market !== key) }
        : list,
    );
  }
  const targetId = change.listId ?? lists[0]?.id;
  if (targetId === undefined) return null;
  return lists.map((list) =>
    list.id === targetId && !list.markets.includes(key)
      ? { ...list, markets: [...list.markets, key] }
      : list,
  );
}

/** The list shown: the one chosen if it still exists, else the first; null with no lists. */
export function shownList(lists: readonly Watchlist[], chosenId: number | null): Watchlist | null {
  return lists.find((list) => list.id === chosenId) ?? lists[0] ?? null;
}

/** A name for a new list that no list has yet: "Watchlist", "Watchlist 2", … */
export function newListName(lists: readonly Watchlist[]): string {
  const taken = new Set(lists.map((list) => list.name));
  if (!taken.has(FIRST_LIST_NAME)) return FIRST_LIST_NAME;
  let number = 2;
  while (taken.has(`${FIRST_LIST_NAME} ${number}`)) number += 1;
  return `${FIRST_LIST_NAME} ${number}`;
}

/**
 * The longest name the service takes for a list (the contract's `WatchlistName`; the renderer
 * imports only the contract's types, so the bound is repeated here and tested against it).
 */
export const MAX_WATCHLIST_NAME = 64;

/**
 * Where a row dragged from `from` lands when dropped before the row at `before` (the list's
 * length: after the last), as an index for `moveItem`.
 */
export const dropIndex = (from: number, before: number): number =>
  before > from ? before - 1 : before;
