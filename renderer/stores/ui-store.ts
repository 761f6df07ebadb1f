import { createExternalStore, useStorePart } from '../lib/external-store.js';

export type DialogName = 'accounts' | 'settings' | 'help' | 'palette';
export type SettingsTab = 'general' | 'scripts';

export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'warning' | 'info';
  title: string;
  detail?: string;
}

export interface UiState {
  dialog: DialogName | null;
  toasts: Toast[];
  /** Bumped to ask the market search box for focus (the `/` shortcut, the palette). */
  searchFocusSeq: number;
  /** The tab Settings opens on. */
  settingsTab: SettingsTab;
}

const uiStore = createExternalStore<UiState>({
  dialog: null,
  toasts: [],
  searchFocusSeq: 0,
  settingsTab: 'general',
});

/** The part of the UI state a component reads (a notice re-renders the notices only). */
export const useUi = <T>(select: (state: UiState) => T): T => useStorePart(uiStore, select);
export const getUi = (): UiState => uiStore.get();

export function openDialog(dialog: DialogName): void {
  uiStore.set({ dialog });
}

export function openSettings(tab: SettingsTab = 'general'): void {
  uiStore.set({ dialog: 'settings', settingsTab: tab });
}

export function closeDialog(): void {
  uiStore.set({ dialog: null });
}

export function focusMarketSearch(): void {
  uiStore.set((state) => ({ dialog: null, searchFocusSeq: state.searchFocusSeq + 1 }));
}

const MAX_TOASTS = 4;
const toastLifetimeMs = { success: 4000, info: 4000, error: 8000, warning: 12000 } as const;
let nextToastId = 1;

/** Shows a notice at the bottom right; it goes away by itself (errors stay longer). */
export function notify(toast: Omit<Toast, 'id'>): number {
  const id = nextToastId++;
  uiStore.set((state) => ({ toasts: [...state.toasts, { ...toast, id }].slice(-MAX_TOASTS) }));
  setTimeout(() => dismissToast(id), toastLifetimeMs[toast.kind]);
  return id;
}

export function dismissToast(id: number): void {
  uiStore.set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}
