import { createExternalStore, useExternalStore } from '../../lib/external-store.js';

const WATCHED_KEY = 'marketdesk.watchedWallet';

/** A wallet address as the venue's public data takes it. */
export const isWalletAddress = (text: string): boolean => /^0x[0-9a-fA-F]{40}$/.test(text.trim());

function stored(): string | null {
  try {
    const value = localStorage.getItem(WATCHED_KEY);
    return value && isWalletAddress(value) ? value : null;
  } catch {
    return null;
  }
}

/** The wallet the portfolio panel shows read-only instead of the account; null: the account. */
const watchStore = createExternalStore<{ address: string | null }>({ address: stored() });

export function watchWallet(address: string | null): void {
  const next = address === null ? null : address.trim().toLowerCase();
  try {
    if (next) localStorage.setItem(WATCHED_KEY, next);
    else localStorage.removeItem(WATCHED_KEY);
  } catch {
    // Storage may be unavailable (private mode): the watch lasts until the page reloads.
  }
  watchStore.set({ address: next });
}

export const useWatchedWallet = (): string | null => useExternalStore(watchStore).address;
