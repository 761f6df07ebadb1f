/** Which markets the board shows: one event's, or the ones the trader pinned. */
export type BoardSource = { kind: 'event'; eventId: number } | { kind: 'pinned' };

/**
 * The centre's layout, kept across launches like the other renderer settings (the panes'
 * sizes are app/pane-sizes.ts's): the board or the single market, the board's markets and
 * focus, each ladder's outcome, and the depth chart.
 */
export interface BoardLayout {
  /** The centre shows the board instead of the selected market. */
  open: boolean;
  source: BoardSource;
  /** Pinned market ids (catalog ids), in the order they were pinned. */
  pinned: string[];
  /** The market whose ladder the trading keys act on; null: the first shown. */
  focusId: string | null;
  /** The outcome each board ladder shows, by market id (0 when absent). */
  outcomes: Record<string, number>;
  /** The depth chart beside the market's ladder (and under each board ladder). */
  depth: boolean;
}

/** More ladders than this would be too narrow to read. */
export const MAX_PINNED = 12;

export const defaultBoardLayout: BoardLayout = {
  open: false,
  source: { kind: 'pinned' },
  pinned: [],
  focusId: null,
  outcomes: {},
  depth: false,
};

const isMarketId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 100;

function parseSource(value: unknown): BoardSource {
  if (typeof value !== 'object' || value === null) return defaultBoardLayout.source;
  const { kind, eventId } = value as Record<string, unknown>;
  if (kind === 'event' && typeof eventId === 'number' && Number.isSafeInteger(eventId)) {
    return { kind: 'event', eventId };
  }
  return { kind: 'pinned' };
}

function parseOutcomes(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  const outcomes: Record<string, number> = {};
  for (const [id, index] of Object.entries(value)) {
    if (isMarketId(id) && Number.isInteger(index) && (index as number) >= 0) {
      outcomes[id] = index as number;
    }
  }
  return outcomes;
}

/** A stored layout, each field checked: a broken or older value falls back to its default. */
export function parseBoardLayout(stored: unknown): BoardLayout {
  if (typeof stored !== 'object' || stored === null) return defaultBoardLayout;
  const raw = stored as Partial<Record<keyof BoardLayout, unknown>>;
  const pinned = Array.isArray(raw.pinned)
    ? [...new Set(raw.pinned.filter(isMarketId))].slice(0, MAX_PINNED)
    : [];
  return {
    open: raw.open === true,
    source: parseSource(raw.source),
    pinned,
    focusId: isMarketId(raw.focusId) ? raw.focusId : null,
    outcomes: parseOutcomes(raw.outcomes),
    depth: raw.depth === true,
  };
}

/**
 * The ladder focused after an arrow key: `step` ladders left (negative) or right of the one
 * focused now, stopping at either end. An unknown or absent focus counts as the first.
 */
export function moveFocus(shown: readonly string[], focusId: string | null, step: number) {
  if (shown.length === 0) return null;
  const at = focusId === null ? -1 : shown.indexOf(focusId);
  const from = at < 0 ? 0 : at;
  const next = Math.max(0, Math.min(shown.length - 1, from + step));
  return shown[next]!;
}

/** The market the keys act on: the stored focus if it is shown, else the first shown. */
export const focusedOf = (shown: readonly string[], focusId: string | null): string | null =>
  focusId !== null && shown.includes(focusId) ? focusId : (shown[0] ?? null);

/** Pins a market at the end, or unpins it; the list keeps at most MAX_PINNED, newest kept. */
export function togglePinned(pinned: readonly string[], id: string): string[] {
  if (pinned.includes(id)) return pinned.filter((pinnedId) => pinnedId !== id);
  return [...pinned, id].slice(-MAX_PINNED);
}
