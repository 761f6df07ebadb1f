/** The part of Electron's app a clean quit hooks into. */
export interface QuittingApp {
  on(event: 'will-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  quit(): void;
}

/**
 * Quitting waits for the service: once the windows have closed (a window may refuse, e.g. the
 * terminal asking about armed conditional orders, and then the service goes on), the quit is
 * held back while `stop` asks the service to finish its commits and waits for its process to
 * end (bounded by the host), then the app quits for real. Quits asked meanwhile are held too.
 */
export function installCleanQuit(
  app: QuittingApp,
  stop: () => Promise<void>,
  log: (line: string) => void,
): void {
  let phase: 'running' | 'stopping' | 'stopped' = 'running';
  app.on('will-quit', (event) => {
    if (phase === 'stopped') return;
    event.preventDefault();
    if (phase === 'stopping') return;
    phase = 'stopping';
    stop()
      .catch((error: unknown) => log(`stopping the service failed: ${String(error)}`))
      .finally(() => {
        phase = 'stopped';
        app.quit();
      });
  });
}
