import type { Market } from '../../server/contract/index.js';
import { createExternalStore, useExternalStore } from '../lib/external-store.js';
import { withMarketDefaults } from '../lib/market-defaults.js';

/**
 * What the ladder asks of the ticket: a clicked level's price and the side that would take
 * or join it. `seq` grows with every click, so clicking the same level twice still counts.
 */
export interface TicketIntent {
  price?: string;
  side?: 'BUY' | 'SELL';
  seq: number;
}

export interface Selection {
  market: Market | null;
  /** Index into the market's outcomes (0 = first outcome, e.g. Yes). */
  outcomeIndex: number;
  intent: TicketIntent | null;
  /** An event whose page is shown in the centre instead of the market, or null. */
  eventId: number | null;
}

const selectionStore = createExternalStore<Selection>({
  market: null,
  outcomeIndex: 0,
  intent: null,
  eventId: null,
});

const LAST_MARKET_KEY = 'marketdesk.lastMarket';

/** The market open when the page last changed it, and its outcome: a reload opens it again. */
export interface LastMarket {
  id: string;
  outcomeIndex: number;
}

export function lastMarket(): LastMarket | null {
  try {
    const stored = JSON.parse(localStorage.getItem(LAST_MARKET_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { id, outcomeIndex } = stored as Partial<LastMarket>;
    if (typeof id !== 'string' || !Number.isInteger(outcomeIndex)) return null;
    return { id, outcomeIndex: outcomeIndex! };
  } catch {
    return null;
  }
}

function rememberMarket(last: LastMarket | null): void {
  try {
    if (last) localStorage.setItem(LAST_MARKET_KEY, JSON.stringify(last));
    else localStorage.removeItem(LAST_MARKET_KEY);
  } catch {
    // Storage may be unavailable (private mode): a reload then opens the list's first market.
  }
}

// Written when the market or its outcome changes, not on every change of the selection.
let remembered = '';
selectionStore.subscribe(() => {
  const { market, outcomeIndex } = selectionStore.get();
  const key = market ? `${market.id}:${outcomeIndex}` : '';
  if (!market || key === remembered) return;
  remembered = key;
  rememberMarket({ id: market.id, outcomeIndex });
});

export const useSelection = (): Selection => useExternalStore(selectionStore);
export const getSelection = (): Selection => selectionStore.get();
/** Calls `listener` after every change of the selection; answers the unsubscribe. */
export const subscribeSelection = (listener: () => void): (() => void) =>
  selectionStore.subscribe(listener);

/** Opens a market; the outcome goes back to the first unless it is the same market. */
export function selectMarket(selected: Market): void {
  const market = withMarketDefaults(selected);
  selectionStore.set((state) =>
    state.market?.id === market.id
      ? { market, eventId: null }
      : { market, outcomeIndex: 0, intent: null, eventId: null },
  );
}

export function openEvent(eventId: number): void {
  selectionStore.set({ eventId });
}

export function closeEvent(): void {
  selectionStore.set({ eventId: null });
}

export function selectOutcome(outcomeIndex: number): void {
  selectionStore.set({ outcomeIndex });
}

export function setTicketIntent(intent: Omit<TicketIntent, 'seq'>): void {
  selectionStore.set((state) => ({
    intent: { ...intent, seq: (state.intent?.seq ?? 0) + 1 },
  }));
}

export function clearTicketIntent(): void {
  selectionStore.set({ intent: null });
}

/** The outcome labels and token ids of a catalog market (stored as JSON text). */
export function marketOutcomes(market: Market): { label: string; tokenId: string }[] {
  const labels = parseJsonArray(market.outcomes);
  const tokens = parseJsonArray(market.clobTokenIds);
  return tokens.map((tokenId, index) => ({ label: labels[index] ?? `#${index}`, tokenId }));
}

/** The outcomes' names in order (`["Yes", "No"]`). */
export const outcomeLabels = (market: Pick<Market, 'outcomes'>): string[] =>
  parseJsonArray(market.outcomes);

function parseJsonArray(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** Shows no market (the catalog changed underneath, e.g. another mode). */
export function clearMarketSelection(): void {
  selectionStore.set({ market: null, outcomeIndex: 0, intent: null, eventId: null });
  remembered = '';
  rememberMarket(null);
}
