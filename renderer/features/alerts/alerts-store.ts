import { createExternalStore, useExternalStore } from '../../lib/external-store.js';
import type { AlertMarket } from './alert-form.js';
import type { ProtectKind, ProtectedPosition } from './protect-form.js';

/** What the alert form opens on: a market's outcome and price, or none (an order alert). */
export interface AlertFormRequest {
  market: AlertMarket | null;
  outcomeIndex: number;
  price: number | null;
}

/** The portfolio tabs that list alerts and conditional orders. */
export type AlertsPortfolioTab = 'alerts' | 'conditional';

/** A position to protect, as its row knows it: the market's tick is read when the form opens. */
export type ProtectRequest = Omit<ProtectedPosition, 'tickSize'>;

interface AlertsUi {
  alertForm: AlertFormRequest | null;
  protect: { position: ProtectRequest; kind: ProtectKind } | null;
  /** A tab asked for (a notification's click); `seq` grows with each ask. */
  tabRequest: { tab: AlertsPortfolioTab; seq: number } | null;
}

const store = createExternalStore<AlertsUi>({ alertForm: null, protect: null, tabRequest: null });

export const useAlertsUi = (): AlertsUi => useExternalStore(store);

/** Opens the alert form (the market header's bell, the palette's "Alert when…"). */
export function requestAlertForm(request: AlertFormRequest): void {
  store.set({ alertForm: request });
}

/** Opens the form that arms conditional orders on a position (its row's "Protect…"). */
export function requestProtect(position: ProtectRequest, kind: ProtectKind = 'stop-loss'): void {
  store.set({ protect: { position, kind } });
}

export function closeAlertsDialogs(): void {
  store.set({ alertForm: null, protect: null });
}

/** Asks the portfolio to show one of the alerts' tabs. */
export function requestAlertsTab(tab: AlertsPortfolioTab): void {
  store.set((state) => ({ tabRequest: { tab, seq: (state.tabRequest?.seq ?? 0) + 1 } }));
}

export function clearAlertsTabRequest(): void {
  store.set({ tabRequest: null });
}
