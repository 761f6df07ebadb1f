/** The part of Electron's app that the single-instance lock uses. */
export interface InstanceLockApp {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: () => void): unknown;
  quit(): void;
}

/** The part of a BrowserWindow a second launch brings forward. */
export interface FocusableWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/**
 * One Marketdesk per user: the first launch takes the lock and a later one quits at once,
 * its launch bringing the first one's window forward (restored if minimized), or opening one
 * when there is none (on macOS the app runs on with its window closed). Returns whether this
 * launch is the one that runs.
 */
export function claimSingleInstance(
  app: InstanceLockApp,
  window: () => FocusableWindow | null,
  openWindow: () => void,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => {
    const current = window();
    if (!current) return openWindow();
    if (current.isMinimized()) current.restore();
    current.show();
    current.focus();
  });
  return true;
}
