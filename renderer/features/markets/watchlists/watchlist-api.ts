import { useEffect, useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Watchlist } from '../../../../server/contract/index.js';
import { notify } from '../../../stores/ui-store.js';
import {
  rpcQueryKey,
  toCallError,
  useRpcQuery,
  type RpcOutput,
  type RpcParams,
} from '../../../lib/queries.js';
import type { Transport } from '../../../lib/transport.js';
import { useTransport } from '../../../lib/transport-context.js';
import { applyStar, marketKey, moveItem } from './watchlist-model.js';

// The service holds the lists (the desktop app, web mode and scripts share them): the terminal
// shows each change at once, then reads the lists again, so what it shows is always theirs.

const LISTS_KEY = rpcQueryKey('watchlists.list', {});

/** Every watchlist and its markets, in the trader's order. */
export function useWatchlists() {
  return useRpcQuery('watchlists.list', {});
}

/**
 * Reads the lists again whenever the window gets the focus: another window, tab or script may
 * have changed them meanwhile. Mounted once, by the markets panel.
 */
export function useWatchlistsFollowFocus(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: LISTS_KEY });
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [client]);
}

type WatchlistMethod =
  | 'watchlists.star'
  | 'watchlists.create'
  | 'watchlists.update'
  | 'watchlists.delete'
  | 'watchlists.order';

export interface WatchlistActions {
  /**
   * Stars a market into `listId` (by default the first list), or unstars it from `listId` (by
   * default from every list).
   */
  star(conditionId: string, starred: boolean, listId?: number): Promise<Watchlist[] | null>;
  create(name: string): Promise<Watchlist | null>;
  rename(id: number, name: string): Promise<Watchlist | null>;
  /** Sets a list's markets in this order (a reorder or a removal). */
  setMarkets(id: number, markets: readonly string[]): Promise<Watchlist | null>;
  remove(id: number): Promise<unknown>;
  /** Puts the lists in this order. */
  order(ids: readonly number[]): Promise<Watchlist[] | null>;
  /**
   * Moves a market of a list, or a list among the others, from where it is shown now (the
   * lists as last changed, which a key pressed again before a render already sees).
   */
  moveMarket(id: number, from: number, to: number): Promise<Watchlist | null>;
  moveList(from: number, to: number): Promise<Watchlist[] | null>;
  removeMarket(id: number, conditionId: string): Promise<Watchlist | null>;
}

/**
 * The watchlists' changes: each is shown at once (when the terminal can tell its result), sent,
 * and followed by a fresh read of the lists; a refusal is told in a notice and undone by that
 * read. Answers the service's answer, or null when it refused.
 */
export function createWatchlistActions(
  transport: Transport,
  client: QueryClient,
): WatchlistActions {
  async function change<M extends WatchlistMethod>(
    method: M,
    params: RpcParams<M>,
    what: string,
    expected?: (lists: Watchlist[]) => Watchlist[] | null,
  ): Promise<RpcOutput<M> | null> {
    const current = client.getQueryData<Watchlist[]>(LISTS_KEY);
    const next = current && expected ? expected(current) : null;
    if (next) {
      // A read under way would answer the lists from before the change: it is dropped. Both
      // happen at once, so a key pressed again before a render (Alt+↓, Alt+↓) moves the
      // market from where the first press put it.
      void client.cancelQueries({ queryKey: LISTS_KEY });
      client.setQueryData(LISTS_KEY, next);
    }
    try {
      return await transport.call(method, params);
    } catch (error) {
      notify({ kind: 'error', title: `Could not ${what}`, detail: toCallError(error).message });
      return null;
    } finally {
      void client.invalidateQueries({ queryKey: LISTS_KEY });
    }
  }
  const edit = (id: number, patch: Partial<Watchlist>) => (lists: Watchlist[]) =>
    lists.map((list) => (list.id === id ? { ...list, ...patch } : list));
  const shown = (): Watchlist[] => client.getQueryData<Watchlist[]>(LISTS_KEY) ?? [];
  const marketsOf = (id: number) => shown().find((list) => list.id === id)?.markets ?? [];

  const actions: WatchlistActions = {
    star: (conditionId, starred, listId) =>
      change(
        'watchlists.star',
        { conditionId, starred, ...(listId === undefined ? {} : { listId }) },
        starred ? 'star the market' : 'unstar the market',
        (lists) => applyStar(lists, { conditionId, starred, listId }),
      ),
    create: (name) => change('watchlists.create', { name }, 'create the list'),
    rename: (id, name) =>
      change('watchlists.update', { id, name }, 'rename the list', edit(id, { name })),
    setMarkets: (id, markets) =>
      change(
        'watchlists.update',
        { id, markets: [...markets] },
        'change the list',
        edit(id, { markets: markets.map(marketKey) }),
      ),
    remove: (id) =>
      change('watchlists.delete', { id }, 'delete the list', (lists) =>
        lists.filter((list) => list.id !== id),
      ),
    order: (ids) =>
      change('watchlists.order', { ids: [...ids] }, 'reorder the lists', (lists) =>
        ids.flatMap((id) => lists.filter((list) => list.id === id)),
      ),
    moveMarket: (id, from, to) => actions.setMarkets(id, moveItem(marketsOf(id), from, to)),
    moveList: (from, to) =>
      actions.order(
        moveItem(
          shown().map((list) => list.id),
          from,
          to,
        ),
      ),
    removeMarket: (id, conditionId) =>
      actions.setMarkets(
        id,
        marketsOf(id).filter((market) => market !== marketKey(conditionId)),
      ),
  };
  return actions;
}

export function useWatchlistActions(): WatchlistActions {
  const transport = useTransport();
  const client = useQueryClient();
  return useMemo(() => createWatchlistActions(transport, client), [transport, client]);
}
