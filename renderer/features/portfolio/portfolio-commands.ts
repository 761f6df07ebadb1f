import { createExternalStore, useExternalStore } from '../../lib/external-store.js';

export type PortfolioTab =
  'positions' | 'orders' | 'trades' | 'activity' | 'closed' | 'alerts' | 'conditional';

interface PortfolioCommands {
  /** The tab to show; the panel follows it. */
  tab: PortfolioTab;
  /** Cancel-all asked for (Shift+X, the palette, the button): the panel asks to confirm. */
  confirmCancelAll: boolean;
  /** The field that asks for a wallet to watch is open (the palette, the button). */
  watchForm: boolean;
}

const store = createExternalStore<PortfolioCommands>({
  tab: 'positions',
  confirmCancelAll: false,
  watchForm: false,
});

export const usePortfolioCommands = (): PortfolioCommands => useExternalStore(store);

export function showPortfolioTab(tab: PortfolioTab): void {
  store.set({ tab });
}

/** Opens the open-orders tab with its cancel-all confirmation. */
export function requestCancelAll(): void {
  store.set({ tab: 'orders', confirmCancelAll: true });
}

export function dismissCancelAll(): void {
  store.set({ confirmCancelAll: false });
}

/** Opens the field that asks for a wallet to watch read-only. */
export function requestWatchForm(open = true): void {
  store.set({ watchForm: open });
}
