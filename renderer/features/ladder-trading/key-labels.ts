import { createExternalStore, useExternalStore } from '../../lib/external-store.js';
import type { TradingKey } from './trading-keys.js';

/**
 * The keys bound to the trading actions, as the ladder shows them ("A", "Shift+B"). The
 * shortcut registry (the palette feature) owns the bindings and publishes them here.
 */
const store = createExternalStore<{ labels: Partial<Record<TradingKey, string>> }>({
  labels: { arm: 'A' },
});

export function publishTradingKeyLabels(labels: Partial<Record<TradingKey, string>>): void {
  store.set({ labels });
}

export const tradingKeyLabel = (key: TradingKey): string | undefined => store.get().labels[key];

export const useTradingKeyLabel = (key: TradingKey): string | undefined =>
  useExternalStore(store).labels[key];
