import { performance } from 'node:perf_hooks';

/** Longest run of a step before the event loop gets a turn, as the statistics' rolling pass. */
const STEP_BUDGET_MS = 8;

/** Work that yields wherever it may be paused, and returns its result. */
export type Stepwise<T> = Generator<void, T, void>;

/** Runs the work to its end now. */
export function runToEnd<T>(work: Stepwise<T>): T {
  for (;;) {
    const next = work.next();
    if (next.done) return next.value;
  }
}

/**
 * Runs the work a step at a time on timers, each step at most a budget long, so that requests
 * are answered in between; hands its result to `done`. Answers a function that abandons it.
 */
export function runInSteps<T>(
  work: Stepwise<T>,
  done: (result: T) => void,
  onError: (error: unknown) => void,
  budgetMs = STEP_BUDGET_MS,
): () => void {
  let timer: NodeJS.Timeout | null = null;
  const step = (): void => {
    const untilMs = performance.now() + budgetMs;
    try {
      for (;;) {
        const next = work.next();
        if (next.done) {
          timer = null;
          return done(next.value);
        }
        if (performance.now() >= untilMs) break;
      }
    } catch (error) {
      timer = null;
      return onError(error);
    }
    timer = setTimeout(step, 0);
  };
  timer = setTimeout(step, 0);
  return () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
}
