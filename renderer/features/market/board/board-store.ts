import type { Market } from '../../../../server/contract/index.js';
import { createExternalStore, useExternalStore } from '../../../lib/external-store.js';
import {
  closeEvent,
  getSelection,
  selectMarket,
  selectOutcome,
  subscribeSelection,
} from '../../../stores/selection-store.js';
import {
  defaultBoardLayout,
  focusedOf,
  moveFocus,
  parseBoardLayout,
  togglePinned,
  type BoardLayout,
  type BoardSource,
} from './board-layout.js';

const STORAGE_KEY = 'marketdesk.board';

interface BoardState extends BoardLayout {
  /** The markets the open board shows now, in order (not kept: read from the catalog). */
  shown: readonly Market[];
}

function readStored(): BoardLayout {
  try {
    return parseBoardLayout(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return defaultBoardLayout;
  }
}

const store = createExternalStore<BoardState>({ ...readStored(), shown: [] });

function save(patch: Partial<BoardLayout>): void {
  store.set(patch);
  const { open, source, pinned, focusId, outcomes, depth } = store.get();
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ open, source, pinned, focusId, outcomes, depth }),
    );
  } catch {
    // Storage may be unavailable (private mode); the layout then lasts for this page only.
  }
}

export const useBoard = (): BoardState => useExternalStore(store);
export const getBoard = (): BoardState => store.get();

/**
 * Set when the board opens: once it shows its markets, the keys' ladder and the ticket's market
 * are made one (see setShownMarkets).
 */
let alignOnShow = false;

/**
 * Shows the board of `source` in the centre (an event's page open there gives way to it), its
 * focus on the market open now.
 */
export function openBoard(source: BoardSource): void {
  closeEvent();
  const selected = getSelection().market?.id;
  alignOnShow = true;
  save({ open: true, source, ...(selected === undefined ? {} : { focusId: selected }) });
}

export const closeBoard = (): void => save({ open: false });

/**
 * The board key: closes the board, or opens the one last shown; the first time, the selected
 * market's event when it has several markets, else the pinned markets.
 */
export function toggleBoard(): void {
  const state = store.get();
  if (state.open) return closeBoard();
  const event = getSelection().market?.events[0];
  const nothingPinned = state.source.kind === 'pinned' && state.pinned.length === 0;
  openBoard(nothingPinned && event ? { kind: 'event', eventId: Number(event.id) } : state.source);
}

/** Pins `id` to the board, or unpins it; answers whether it is pinned now. */
export function togglePin(id: string): boolean {
  const pinned = togglePinned(store.get().pinned, id);
  save({ pinned });
  return pinned.includes(id);
}

export const toggleDepth = (): void => save({ depth: !store.get().depth });

/** Shows another outcome on a board ladder; the ticket follows when it has that market. */
export function setBoardOutcome(marketId: string, outcomeIndex: number): void {
  save({ outcomes: { ...store.get().outcomes, [marketId]: outcomeIndex } });
  if (getSelection().market?.id === marketId) selectOutcome(outcomeIndex);
}

/**
 * The board tells which markets it shows, so that the arrow keys know their neighbours. The
 * first markets of a board just opened focus the market open on the page when they hold it;
 * when they do not, the focused ladder's market becomes the ticket's, so that a trading key
 * never acts on a market other than the one the ticket and the page show.
 */
export function setShownMarkets(shown: readonly Market[]): void {
  store.set({ shown });
  if (!alignOnShow || shown.length === 0) return;
  alignOnShow = false;
  const focused = focusedMarketId();
  if (focused !== null) focusBoardMarket(focused, true);
}

/** The id of the ladder the keys act on among those shown. */
export function focusedMarketId(): string | null {
  const { shown, focusId } = store.get();
  return focusedOf(
    shown.map((market) => market.id),
    focusId,
  );
}

/** Focuses a board ladder; `select` also makes its market the ticket's. */
export function focusBoardMarket(marketId: string, select: boolean): void {
  if (store.get().focusId !== marketId) save({ focusId: marketId });
  if (!select) return;
  const market = store.get().shown.find((shown) => shown.id === marketId);
  if (!market) return;
  if (getSelection().market?.id !== marketId) selectMarket(market);
  const outcomeIndex = store.get().outcomes[marketId] ?? 0;
  if (getSelection().outcomeIndex !== outcomeIndex) selectOutcome(outcomeIndex);
}

/** An arrow key: focus `step` ladders over; false when the board is not open (not handled). */
export function moveBoardFocus(step: number): boolean {
  const { open, shown, focusId } = store.get();
  if (!open || shown.length === 0) return false;
  const next = moveFocus(
    shown.map((market) => market.id),
    focusId,
    step,
  );
  if (next !== null) focusBoardMarket(next, true);
  return true;
}

// A market opened from elsewhere (the list, the palette) that the board does not show takes
// the centre back; a first selection (the restored last market) leaves the board as it was.
let previousId = getSelection().market?.id ?? null;
subscribeSelection(() => {
  const id = getSelection().market?.id ?? null;
  const changed = previousId !== null && id !== null && id !== previousId;
  previousId = id;
  const { open, shown } = store.get();
  if (changed && open && !shown.some((market) => market.id === id)) closeBoard();
});
