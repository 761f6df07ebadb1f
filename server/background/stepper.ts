import { performance } from 'node:perf_hooks';

/** Longest run of a step before the event loop gets a turn: requests are answered in between. */
const STEP_BUDGET_MS = 8;

export interface StepperOptions {
  /** Does work until `untilMs` (performance.now()), and answers whether some is left. */
  step(untilMs: number): boolean;
  /** A step threw: the stepper stops until woken again. */
  onError(error: unknown): void;
  /** While it answers true a step waits for other work, looking again `retryMs` later. */
  busy?(): boolean;
  retryMs?: number;
  budgetMs?: number;
}

export interface Stepper {
  /** Runs the next step `delayMs` from now, unless one is due already. */
  wake(delayMs?: number): void;
  /** Calls off the next step, for good. */
  stop(): void;
}

/**
 * Background work over the event loop: one step at a time on timers, each at most a budget
 * long. The timers do not hold the process open.
 */
export function createStepper(options: StepperOptions): Stepper {
  const budgetMs = options.budgetMs ?? STEP_BUDGET_MS;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const run = (): void => {
    timer = null;
    if (options.busy?.()) return wake(options.retryMs ?? 0);
    let more: boolean;
    try {
      more = options.step(performance.now() + budgetMs);
    } catch (error) {
      return options.onError(error);
    }
    if (more) wake(0);
  };

  function wake(delayMs = 0): void {
    if (timer || stopped) return;
    timer = setTimeout(run, delayMs);
    timer.unref();
  }

  return {
    wake,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
