import { createExternalStore, useExternalStore } from '../../../lib/external-store.js';

export type MarketsView = 'markets' | 'watchlist';

export interface WatchlistUi {
  /** What the markets panel shows: the catalog's list or a watchlist. */
  view: MarketsView;
  /** The watchlist shown; null: the first. */
  listId: number | null;
  /** Bumped by the star key and the palette: star or unstar the market open now. */
  starSeq: number;
}

const STORAGE_KEY = 'marketdesk.watchlistView';

/** The view and list shown when the page was last left: a reload shows them again. */
function remembered(): Pick<WatchlistUi, 'view' | 'listId'> {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return { view: 'markets', listId: null };
    const { view, listId } = stored as Partial<WatchlistUi>;
    return {
      view: view === 'watchlist' ? 'watchlist' : 'markets',
      listId: Number.isInteger(listId) ? listId! : null,
    };
  } catch {
    return { view: 'markets', listId: null };
  }
}

const store = createExternalStore<WatchlistUi>({ ...remembered(), starSeq: 0 });

store.subscribe(() => {
  const { view, listId } = store.get();
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ view, listId }));
  } catch {
    // Storage may be unavailable (private mode): the page then opens on the markets.
  }
});

export const useWatchlistUi = (): WatchlistUi => useExternalStore(store);

export function showMarketsView(view: MarketsView): void {
  store.set({ view });
}

/** Shows a watchlist in the markets panel (null: the first). */
export function showWatchlist(listId: number | null): void {
  store.set({ view: 'watchlist', listId });
}

/** Stars the market open now, or unstars it from every list (the `*` key). */
export function requestStarSelected(): void {
  store.set((state) => ({ starSeq: state.starSeq + 1 }));
}

export const getWatchlistUi = (): WatchlistUi => store.get();
