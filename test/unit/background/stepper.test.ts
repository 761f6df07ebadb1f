import { describe, expect, it, vi } from 'vitest';
import { createStepper } from '../../../server/background/index.js';

const turns = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the stepper', () => {
  it('steps until no work is left, each step given its budget', async () => {
    const budgets: number[] = [];
    let left = 3;
    const stepper = createStepper({
      step(untilMs) {
        budgets.push(untilMs - performance.now());
        return --left > 0;
      },
      onError: () => undefined,
      budgetMs: 5,
    });
    stepper.wake();
    expect(budgets).toEqual([]);
    await turns(50);
    expect(budgets).toHaveLength(3);
    for (const budget of budgets) expect(budget).toBeGreaterThan(3);
    for (const budget of budgets) expect(budget).toBeLessThanOrEqual(5);
  });

  it('waits while busy, looking again after its retry delay', async () => {
    let busy = true;
    const looks: number[] = [];
    const steps: number[] = [];
    const started = performance.now();
    const stepper = createStepper({
      step() {
        steps.push(performance.now() - started);
        return false;
      },
      busy() {
        looks.push(performance.now() - started);
        return busy;
      },
      retryMs: 20,
      onError: () => undefined,
    });
    stepper.wake();
    await vi.waitFor(() => expect(looks.length).toBeGreaterThanOrEqual(2));
    expect(steps).toEqual([]);
    expect(looks[1]! - looks[0]!).toBeGreaterThanOrEqual(19);
    busy = false;
    await vi.waitFor(() => expect(steps).toHaveLength(1));
  });

  it('keeps a step already due when woken again, and steps no more once stopped', async () => {
    let steps = 0;
    const stepper = createStepper({
      step: () => (steps += 1) < 100,
      onError: () => undefined,
    });
    stepper.wake(10);
    stepper.wake(10_000);
    await turns(40);
    expect(steps).toBeGreaterThan(0);
    stepper.stop();
    const stepsThen = steps;
    stepper.wake();
    await turns(30);
    expect(steps).toBe(stepsThen);
  });

  it('stops at a failure and reports it, until woken again', async () => {
    const failures: unknown[] = [];
    let steps = 0;
    const stepper = createStepper({
      step() {
        steps += 1;
        throw new Error('disk I/O error');
      },
      onError: (error) => failures.push(error),
    });
    stepper.wake();
    await turns(30);
    expect(steps).toBe(1);
    expect(failures).toEqual([new Error('disk I/O error')]);
    stepper.wake();
    await turns(30);
    expect(steps).toBe(2);
  });
});
