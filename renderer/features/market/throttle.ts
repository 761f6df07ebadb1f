export interface Throttle {
  /** Asks for a run: now if none ran within the interval, else once at its end. */
  request(): void;
  cancel(): void;
}

export interface TimerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Runs `run` at most once per `intervalMs`, the first request at once and the ones within
 * the interval folded into a single trailing run, so the last request is never lost.
 */
export function createThrottle(
  run: () => void,
  intervalMs: number,
  clock: TimerClock = realClock,
): Throttle {
  let lastRun = -Infinity;
  let timer: unknown = null;
  const fire = () => {
    timer = null;
    lastRun = clock.now();
    run();
  };
  return {
    request() {
      if (timer !== null) return;
      const wait = lastRun + intervalMs - clock.now();
      if (wait <= 0) fire();
      else timer = clock.setTimeout(fire, wait);
    },
    cancel() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
