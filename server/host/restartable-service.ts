import type { ServiceConfig } from '../config/config.js';
import { startService, type RunningService } from './compose.js';
import { createLaunchToken } from '../stream/index.js';

export interface RestartableService {
  /** The service running now (a new one after each restart). */
  current(): RunningService;
  /** The base URL; the same across restarts. */
  url: string;
  /** The terminal's URL with its token; the same across restarts. */
  terminalUrl: string;
  /** Closes the running service and starts it again on `reconfigure`'s config. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface RestartableOptions {
  /** The config of the next start, from the last one (e.g. the mode saved meanwhile). */
  reconfigure: (previous: ServiceConfig) => ServiceConfig;
  /** Told how each restart went. */
  log?: (line: string) => void;
  /** A restart the config asked for left no service running (both configs failed to start). */
  onFailure?: (error: unknown) => void;
}

/**
 * Web mode's service (`serve`, `npm start`), able to start itself again when the terminal's
 * settings change its mode: the services close and start again in the same process, on the
 * port first bound and with the same renderer token, so the open page reconnects by itself.
 * A restart whose new config fails to start falls back to the previous one; when that fails
 * too, `restart()` rejects with no service running.
 */
export async function startRestartableService(
  initial: ServiceConfig,
  options: RestartableOptions,
): Promise<RestartableService> {
  const log = options.log ?? (() => undefined);
  const rendererToken = initial.rendererToken ?? createLaunchToken();
  let queue: Promise<void> = Promise.resolve();
  let closed = false;
  const restart = (): Promise<void> => {
    // A restart that left no service rejects to its caller; the next one still runs.
    queue = queue.catch(() => undefined).then(restartNow);
    return queue;
  };
  const withHooks = (config: ServiceConfig): ServiceConfig => ({
    ...config,
    rendererToken,
    restart: () => void restart().catch((error: unknown) => options.onFailure?.(error)),
  });

  let running = await startService(withHooks(initial));
  // Port 0 binds a free port once; every restart (a fallback too) takes that one again.
  const port = Number(new URL(running.url).port);
  let config = withHooks({ ...initial, port });

  async function restartNow(): Promise<void> {
    if (closed) return;
    const previous = config;
    let next: ServiceConfig;
    try {
      next = withHooks({ ...options.reconfigure(previous), port });
    } catch (error) {
      log(`no restart: the new settings cannot be read (${String(error)})`);
      return;
    }
    await running.close();
    try {
      running = await startService(next);
      config = next;
      log('service restarted on the saved settings');
    } catch (error) {
      log(`the new settings failed to start (${String(error)}): starting the previous ones`);
      running = await startService(previous);
    }
  }

  return {
    current: () => running,
    url: running.url,
    terminalUrl: running.terminalUrl,
    restart,
    async close() {
      closed = true;
      await queue.catch(() => undefined);
      await running.close();
    },
  };
}
