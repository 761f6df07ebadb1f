import { performance } from 'node:perf_hooks';
import { createStepper } from './stepper.js';

/** Work that yields wherever it may be paused, and returns its result. */
export type Stepwise<T> = Generator<void, T, void>;

/** Runs the work until it ends or `untilMs` (performance.now()) has passed. */
export function stepUntil<T>(work: Stepwise<T>, untilMs: number): IteratorResult<void, T> {
  for (;;) {
    const next = work.next();
    if (next.done || performance.now() >= untilMs) return next;
  }
}

/** Runs the work to its end now. */
export function runToEnd<T>(work: Stepwise<T>): T {
  for (;;) {
    const next = work.next();
    if (next.done) return next.value;
  }
}

/**
 * Runs the work a step at a time (createStepper), handing its result to `done`. Answers a
 * function that abandons it.
 */
export function runInSteps<T>(
  work: Stepwise<T>,
  done: (result: T) => void,
  onError: (error: unknown) => void,
  budgetMs?: number,
): () => void {
  const stepper = createStepper({
    step(untilMs) {
      const next = stepUntil(work, untilMs);
      if (!next.done) return true;
      done(next.value);
      return false;
    },
    onError,
    budgetMs,
  });
  stepper.wake();
  return () => stepper.stop();
}
