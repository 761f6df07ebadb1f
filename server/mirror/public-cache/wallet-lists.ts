import { UpstreamError, type UpstreamClient } from '../upstream/index.js';
import { fetchWalletList } from './fetch-list.js';
import { isUnreachable, serviceErrorOf, unreachable } from './upstream-errors.js';
import { WALLET_KINDS, type WalletKind } from './wallet-kinds.js';
import type { StoredList, WalletStore } from './wallet-store.js';

export interface FreshnessOptions {
  /** A list younger than this is answered from SQLite without asking the upstream. */
  ttlMs: number;
  /** Up to this age the stale list is answered at once and refreshed behind; older, it waits. */
  maxStaleMs: number;
  /** Items kept per wallet and kind. */
  maxItems: number;
  /** `last_used_at` is written at most this often per list (it orders the eviction). */
  touchEveryMs: number;
}

export interface WalletListsDeps {
  client: UpstreamClient;
  store: WalletStore;
  now: () => number;
  options: FreshnessOptions;
  /** A background refresh failed other than by the upstream's doing (the stale list stays). */
  onBackgroundError?: (error: unknown) => void;
}

/**
 * Keeps each (wallet, kind) list fresh enough to answer from: fetched on first use, answered
 * from SQLite within the TTL, served stale while one coalesced refresh runs behind, and waited
 * for once too old. Offline, whatever is stored is served, however old; a list never fetched
 * is a 503.
 */
export function createWalletLists(deps: WalletListsDeps) {
  const { client, store, now, options } = deps;
  const refreshing = new Map<string, Promise<StoredList>>();

  /** The one refresh of a list; concurrent callers share it. */
  function refresh(wallet: string, kind: WalletKind): Promise<StoredList> {
    const key = `${kind} ${wallet}`;
    let running = refreshing.get(key);
    if (!running) {
      running = fetchWalletList(client, wallet, kind, options.maxItems, now)
        .then((fetched) => {
          store.replace(wallet, kind, fetched);
          return store.list(wallet, kind)!;
        })
        .finally(() => refreshing.delete(key));
      refreshing.set(key, running);
    }
    return running;
  }

  function markUsed(wallet: string, kind: WalletKind, list: StoredList): StoredList {
    const at = now();
    if (at - list.lastUsedAt >= options.touchEveryMs) store.touch(wallet, kind, at);
    return list;
  }

  return {
    /** The list to answer from, fetching or refreshing it as its age says. */
    async ready(wallet: string, kind: WalletKind): Promise<StoredList> {
      const list = store.list(wallet, kind);
      if (!list) {
        if (!client.health.online()) {
          throw unreachable(client.health.lastError() ?? 'no answer from the upstream');
        }
        return refresh(wallet, kind).catch((error: unknown) => {
          throw serviceErrorOf(error);
        });
      }
      const age = now() - list.fetchedAt;
      if (age <= options.ttlMs || !client.health.online()) return markUsed(wallet, kind, list);
      if (age <= options.maxStaleMs) {
        refresh(wallet, kind).catch((error: unknown) => {
          if (!(error instanceof UpstreamError)) deps.onBackgroundError?.(error);
        });
        return markUsed(wallet, kind, list);
      }
      try {
        return await refresh(wallet, kind);
      } catch (error) {
        if (!isUnreachable(error)) throw serviceErrorOf(error);
        return markUsed(wallet, kind, list);
      }
    },

    /**
     * Fetches again every list held for the wallet, whatever its age: what the wallet just did
     * (a fill) is then in the next answer. A list that fails to refresh keeps what it held.
     */
    async refreshHeld(wallet: string): Promise<void> {
      const held = WALLET_KINDS.filter((kind) => store.list(wallet, kind) !== undefined);
      await Promise.allSettled(held.map((kind) => refresh(wallet, kind)));
    },

    /** Settles once every refresh running now has (tests, shutdown). */
    async idle(): Promise<void> {
      await Promise.allSettled([...refreshing.values()]);
    },
  };
}

export type WalletLists = ReturnType<typeof createWalletLists>;
