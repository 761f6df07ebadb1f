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
    expect(claimSingleInstance(app, () => null)).toBe(false);
    expect(app.quit).toHaveBeenCalledOnce();
  });

  it('brings the first window forward, restored, when launched again', () => {
    const app = fakeApp(true);
    const window = fakeWindow(true);
    expect(claimSingleInstance(app, () => window)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    app.launchAgain();
    expect(window.calls).toEqual(['restore', 'show', 'focus']);
  });

  it('focuses without restoring a window that is not minimized, and copes with none', () => {
    const app = fakeApp(true);
    let window: FocusableWindow | null = null;
    claimSingleInstance(app, () => window);
    expect(() => app.launchAgain()).not.toThrow();
    const shown = fakeWindow(false);
    window = shown;
    app.launchAgain();
    expect(shown.calls).toEqual(['show', 'focus']);
  });
});
