import { performance } from 'node:perf_hooks';
import { createStepper, stepUntil, type Stepwise } from '../../background/index.js';
import type { MarketStatsUpdate, TradingMarket } from '../../catalog/index.js';

/** A market to recompute; its trading view is looked up when its turn comes. */
export interface MarketToRoll {
  id: number;
  market: () => TradingMarket | undefined;
}

export interface RollingPassDeps {
  /** The markets of the pass after start-up, found in its first steps (reads of indexes). */
  findAfterStart: () => Stepwise<MarketToRoll[]>;
  compute: (id: number, market: TradingMarket | undefined, nowMs: number) => MarketStatsUpdate;
  /** Writes a step's figures, in one transaction. */
  write: (updates: MarketStatsUpdate[]) => void;
  now: () => number;
  /** True while a group commit is open: a step waits for it to commit. */
  busy: () => boolean;
  onError: (error: unknown) => void;
  stepBudgetMs?: number;
}

export interface RollingPass {
  /** Starts a pass over these markets, unless one is under way. */
  start(markets: MarketToRoll[]): void;
  /** Writes what is left of the pass now, in one write; answers how many markets it wrote. */
  finish(): number;
  /** The markets left to write (the search after start-up counts as one until it has run). */
  left(): number;
  close(): void;
}

/**
 * Recomputes markets a step at a time, each step at most a budget long and written in its own
 * transaction, so that requests are answered in between. The pass after start-up first finds
 * its markets, in steps too.
 */
export function createRollingPass(deps: RollingPassDeps): RollingPass {
  let finding: Stepwise<MarketToRoll[]> | null = deps.findAfterStart();
  let queue: MarketToRoll[] = [];
  const left = () => queue.length + (finding ? 1 : 0);

  function nextUpdates(untilMs: number): MarketStatsUpdate[] {
    if (finding) {
      let found: IteratorResult<void, MarketToRoll[]>;
      try {
        found = stepUntil(finding, untilMs);
      } catch (error) {
        // A failed search is given up: the pass has no markets, the next pass starts afresh.
        finding = null;
        throw error;
      }
      if (!found.done) return [];
      finding = null;
      queue = found.value;
    }
    const nowMs = deps.now();
    const updates: MarketStatsUpdate[] = [];
    while (queue.length > 0) {
      const { id, market } = queue.pop()!;
      updates.push(deps.compute(id, market(), nowMs));
      if (performance.now() >= untilMs) break;
    }
    return updates;
  }

  const stepper = createStepper({
    step(untilMs) {
      // A failed step's markets are left behind: the pass goes on with the others.
      try {
        const updates = nextUpdates(untilMs);
        if (updates.length > 0) deps.write(updates);
      } catch (error) {
        deps.onError(error);
      }
      return left() > 0;
    },
    onError: deps.onError,
    busy: () => left() > 0 && deps.busy(),
    budgetMs: deps.stepBudgetMs,
  });

  stepper.wake();
  return {
    start(markets) {
      if (left() > 0) return;
      queue = markets;
      stepper.wake();
    },
    finish() {
      const updates = nextUpdates(Infinity);
      if (updates.length > 0) deps.write(updates);
      return updates.length;
    },
    left,
    close: () => stepper.stop(),
  };
}
