import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { readJsonFile, writeJsonFile } from './json-file.js';

export const WindowState = Type.Object({
  x: Type.Optional(Type.Integer()),
  y: Type.Optional(Type.Integer()),
  width: Type.Integer({ minimum: 400, maximum: 20_000 }),
  height: Type.Integer({ minimum: 300, maximum: 20_000 }),
  maximized: Type.Boolean(),
});
export type WindowState = Static<typeof WindowState>;

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1600, height: 1000, maximized: false };

/** How much of the window's title bar must lie on a display for the position to be kept. */
const MIN_VISIBLE = 64;

const overlaps = (window: Rectangle, area: Rectangle): boolean =>
  Math.min(window.x + window.width, area.x + area.width) - Math.max(window.x, area.x) >=
    MIN_VISIBLE &&
  window.y >= area.y &&
  window.y < area.y + area.height - MIN_VISIBLE / 2;

/**
 * The saved state, placed where it can be seen: a position whose title bar is on no display
 * (a monitor since unplugged) is dropped so the window opens centred; a size larger than the
 * largest display is shrunk to it.
 */
export function placeOnDisplays(state: WindowState, workAreas: readonly Rectangle[]): WindowState {
  const largest = workAreas.reduce(
    (best, area) => ({
      width: Math.max(best.width, area.width),
      height: Math.max(best.height, area.height),
    }),
    { width: 0, height: 0 },
  );
  const width = largest.width > 0 ? Math.min(state.width, largest.width) : state.width;
  const height = largest.height > 0 ? Math.min(state.height, largest.height) : state.height;
  const { x, y } = state;
  if (x === undefined || y === undefined) return { width, height, maximized: state.maximized };
  const visible = workAreas.some((area) => overlaps({ x, y, width, height }, area));
  return visible
    ? { x, y, width, height, maximized: state.maximized }
    : { width, height, maximized: state.maximized };
}

/** The window's size, position and maximized flag, kept in a small JSON file. */
export interface WindowStateStore {
  read(): WindowState;
  save(state: WindowState): void;
}

export function createWindowStateStore(file: string): WindowStateStore {
  return {
    read() {
      const saved = readJsonFile(file);
      return Value.Check(WindowState, saved) ? saved : DEFAULT_WINDOW_STATE;
    },
    save(state) {
      writeJsonFile(file, state);
    },
  };
}

/** The part of a BrowserWindow whose state is remembered. */
export interface TrackedWindow {
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  on(event: 'resize' | 'move' | 'close', listener: () => void): unknown;
}

/**
 * Saves the window's state when it closes and, debounced, while it is moved or resized (a
 * crash then loses at most the last moment). The normal bounds are kept while maximized, so
 * un-maximizing after a restart returns to them.
 */
export function trackWindowState(
  window: TrackedWindow,
  store: WindowStateStore,
  debounceMs = 500,
): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const bounds = window.getNormalBounds();
    store.save({ ...bounds, maximized: window.isMaximized() });
  };
  const later = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, debounceMs);
  };
  window.on('resize', later);
  window.on('move', later);
  window.on('close', save);
}
