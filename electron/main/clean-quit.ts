/** The part of Electron's app a clean quit hooks into. */
export interface QuittingApp {
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  quit(): void;
}

/**
 * Quitting waits for the service: the first quit is held back while `stop` asks the service
 * to finish its commits and waits for its process to end (bounded by the host), then the app
 * quits for real. Quits asked meanwhile are held back too.
 */
export function installCleanQuit(
  app: QuittingApp,
  stop: () => Promise<void>,
  log: (line: string) => void,
): void {
  let phase: 'running' | 'stopping' | 'stopped' = 'running';
  app.on('before-quit', (event) => {
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
