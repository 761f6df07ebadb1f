import { describe, expect, it, vi } from 'vitest';
import {
  claimSingleInstance,
  type FocusableWindow,
} from '../../../electron/main/single-instance.js';

function fakeApp(locked: boolean) {
  let secondInstance: (() => void) | null = null;
  return {
    requestSingleInstanceLock: () => locked,
    on: (_event: 'second-instance', listener: () => void) => (secondInstance = listener),
    quit: vi.fn(),
    launchAgain: () => secondInstance?.(),
  };
}

function fakeWindow(minimized: boolean): FocusableWindow & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    isMinimized: () => minimized,
    restore: () => calls.push('restore'),
    show: () => calls.push('show'),
    focus: () => calls.push('focus'),
  };
}

describe('claimSingleInstance', () => {
  it('quits a second launch at once', () => {
    const app = fakeApp(false);
    expect(
      claimSingleInstance(
        app,
        () => null,
        () => undefined,
      ),
    ).toBe(false);
    expect(app.quit).toHaveBeenCalledOnce();
  });

  it('brings the first window forward, restored, when launched again', () => {
    const app = fakeApp(true);
    const window = fakeWindow(true);
    expect(
      claimSingleInstance(
        app,
        () => window,
        () => undefined,
      ),
    ).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    app.launchAgain();
    expect(window.calls).toEqual(['restore', 'show', 'focus']);
  });

  it('focuses without restoring a window that is not minimized', () => {
    const app = fakeApp(true);
    const shown = fakeWindow(false);
    const openWindow = vi.fn();
    claimSingleInstance(app, () => shown, openWindow);
    app.launchAgain();
    expect(shown.calls).toEqual(['show', 'focus']);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when launched again with none open (macOS keeps running)', () => {
    const app = fakeApp(true);
    const openWindow = vi.fn();
    claimSingleInstance(app, () => null, openWindow);
    app.launchAgain();
    expect(openWindow).toHaveBeenCalledOnce();
  });
});
