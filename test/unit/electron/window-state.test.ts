import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_WINDOW_STATE,
  createWindowStateStore,
  placeOnDisplays,
  trackWindowState,
  type Rectangle,
  type TrackedWindow,
} from '../../../electron/main/window-state.js';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'marketdesk-window-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const laptop: Rectangle = { x: 0, y: 0, width: 1440, height: 900 };
const rightMonitor: Rectangle = { x: 1440, y: 0, width: 2560, height: 1440 };

describe('the window-state store', () => {
  it('reads the default until a state is saved, then the saved one', () => {
    const store = createWindowStateStore(join(dir, 'window-state.json'));
    expect(store.read()).toEqual(DEFAULT_WINDOW_STATE);
    store.save({ x: 10, y: 20, width: 1200, height: 800, maximized: true });
    expect(createWindowStateStore(join(dir, 'window-state.json')).read()).toEqual({
      x: 10,
      y: 20,
      width: 1200,
      height: 800,
      maximized: true,
    });
  });

  it('falls back to the default for a damaged or out-of-range file', () => {
    const file = join(dir, 'window-state.json');
    writeFileSync(file, '{"width": 1200, "hei');
    expect(createWindowStateStore(file).read()).toEqual(DEFAULT_WINDOW_STATE);
    writeFileSync(file, JSON.stringify({ width: 10, height: 800, maximized: false }));
    expect(createWindowStateStore(file).read()).toEqual(DEFAULT_WINDOW_STATE);
  });
});

describe('placeOnDisplays', () => {
  it('keeps a position on a connected display', () => {
    const state = { x: 1600, y: 100, width: 1200, height: 800, maximized: false };
    expect(placeOnDisplays(state, [laptop, rightMonitor])).toEqual(state);
  });

  it('drops the position of a window left on a display since unplugged', () => {
    const state = { x: 1600, y: 100, width: 1200, height: 800, maximized: false };
    expect(placeOnDisplays(state, [laptop])).toEqual({
      width: 1200,
      height: 800,
      maximized: false,
    });
  });

  it('drops a position whose title bar is above the screen', () => {
    const state = { x: 100, y: -500, width: 1200, height: 800, maximized: false };
    expect(placeOnDisplays(state, [laptop]).x).toBeUndefined();
  });

  it('shrinks a window larger than the largest display', () => {
    const state = { x: 0, y: 0, width: 3000, height: 2000, maximized: true };
    expect(placeOnDisplays(state, [laptop])).toEqual({
      x: 0,
      y: 0,
      width: 1440,
      height: 900,
      maximized: true,
    });
  });
});

class FakeWindow implements TrackedWindow {
  bounds: Rectangle = { x: 5, y: 6, width: 1000, height: 700 };
  maximized = false;
  private listeners = new Map<string, () => void>();
  getNormalBounds = () => this.bounds;
  isMaximized = () => this.maximized;
  on(event: string, listener: () => void) {
    this.listeners.set(event, listener);
  }
  emit(event: string) {
    this.listeners.get(event)?.();
  }
}

describe('trackWindowState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once moves and resizes settle, and at close, with the normal bounds', () => {
    const saved: unknown[] = [];
    const window = new FakeWindow();
    trackWindowState(window, { read: () => DEFAULT_WINDOW_STATE, save: (s) => saved.push(s) }, 500);
    window.emit('move');
    window.bounds = { x: 50, y: 60, width: 1000, height: 700 };
    window.emit('resize');
    vi.advanceTimersByTime(499);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual([{ x: 50, y: 60, width: 1000, height: 700, maximized: false }]);
    window.maximized = true;
    window.emit('close');
    expect(saved.at(-1)).toEqual({ x: 50, y: 60, width: 1000, height: 700, maximized: true });
  });
});
