import type { ServiceState } from '../../server/contract/index.js';

/** How a smoke test ends, behind Electron's API. */
export interface SmokeTestEnd {
  /** A clean quit: the service finishes its commits first; the app exits 0. */
  quit(): void;
  exit(code: number): void;
  print(line: string): void;
}

/** What the main process reports to a running smoke test. */
export interface SmokeTest {
  serviceState(state: ServiceState): void;
  /** The terminal's page ran and took its RPC port (its script and the preload both work). */
  terminalConnected(): void;
  windowLoadFailed(reason: string): void;
}

/** A first start seeds the demo catalog and its history before the service is ready. */
export const SMOKE_TEST_TIMEOUT_MS = 150_000;

/**
 * Passes when the service is running and the terminal's page is connected to it, then quits
 * cleanly (exit 0); fails at once with exit 1 when the service gives up, the page fails to
 * load, or neither has happened in time. Every step is printed, for the workflow's log.
 */
export function startSmokeTest(
  end: SmokeTestEnd,
  timeoutMs: number = SMOKE_TEST_TIMEOUT_MS,
): SmokeTest {
  let serviceRunning = false;
  let terminalConnected = false;
  let ended = false;
  const fail = (reason: string) => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    end.print(`smoke test: failed: ${reason}`);
    end.exit(1);
  };
  const passIfDone = () => {
    if (ended || !serviceRunning || !terminalConnected) return;
    ended = true;
    clearTimeout(timer);
    end.print('smoke test: passed; quitting');
    end.quit();
  };
  const timer = setTimeout(() => {
    const missing = [
      serviceRunning ? null : 'running service',
      terminalConnected ? null : 'connected terminal',
    ].filter(Boolean);
    fail(`no ${missing.join(' and ')} within ${timeoutMs / 1000} s`);
  }, timeoutMs);
  end.print('smoke test: started');
  return {
    serviceState(state) {
      if (ended) return;
      if (state.state === 'failed') return fail(`the service failed: ${state.reason}`);
      if (state.state !== 'running' || serviceRunning) return;
      serviceRunning = true;
      end.print(`smoke test: service running (HTTP API ${state.apiUrl ?? 'off'})`);
      passIfDone();
    },
    terminalConnected() {
      if (ended || terminalConnected) return;
      terminalConnected = true;
      end.print('smoke test: the terminal is connected to the service');
      passIfDone();
    },
    windowLoadFailed: (reason) => fail(`the window did not load: ${reason}`),
  };
}
