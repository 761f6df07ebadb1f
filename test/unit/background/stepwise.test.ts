import { describe, expect, it } from 'vitest';
import {
  runInSteps,
  runToEnd,
  stepUntil,
  type Stepwise,
} from '../../../server/background/index.js';

/** Work of `parts` parts of about `partMs` of busy CPU each, logging them in `log`. */
function* busyWork(log: string[], parts: number, partMs: number): Stepwise<number> {
  for (let part = 0; part < parts; part++) {
    const until = performance.now() + partMs;
    while (performance.now() < until);
    log.push(`part ${part}`);
    if (part === 0) setImmediate(() => log.push('other work'));
    yield;
  }
  return parts;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('work in steps', () => {
  it('runs to its end at once', () => {
    const log: string[] = [];
    expect(runToEnd(busyWork(log, 3, 0))).toBe(3);
    expect(log).toEqual(['part 0', 'part 1', 'part 2']);
  });

  it('runs to a deadline, then on from where it stopped', () => {
    const log: string[] = [];
    const work = busyWork(log, 4, 3);
    expect(stepUntil(work, performance.now() + 1)).toEqual({ done: false, value: undefined });
    expect(log).toEqual(['part 0']);
    expect(stepUntil(work, Infinity)).toEqual({ done: true, value: 4 });
    expect(log).toEqual(['part 0', 'part 1', 'part 2', 'part 3']);
  });

  it('lets the event loop turn between steps no longer than the budget, then hands over the result', async () => {
    const log: string[] = [];
    // Awaited, not given a fixed time: a loaded machine may take longer between steps.
    const result = new Promise<number>((resolve, reject) =>
      runInSteps(busyWork(log, 6, 3), resolve, reject, 5),
    );
    expect(log).toEqual([]);
    expect(await result).toBe(6);
    // Queued by the first part, it ran before the third: the first step kept to its budget.
    expect(log.indexOf('other work')).toBeGreaterThanOrEqual(1);
    expect(log.indexOf('other work')).toBeLessThanOrEqual(2);
    expect(log.filter((line) => line.startsWith('part'))).toHaveLength(6);
  });

  it('stops when abandoned and reports a failure instead of a result', async () => {
    const log: string[] = [];
    const abandon = runInSteps(
      busyWork(log, 50, 2),
      () => log.push('done'),
      () => undefined,
      1,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    abandon();
    const partsThen = log.length;
    await settled();
    expect(log.length).toBe(partsThen);
    expect(log).not.toContain('done');

    function* failing(): Stepwise<number> {
      yield;
      throw new Error('no such table');
    }
    const outcome = new Promise((resolve) => runInSteps(failing(), () => resolve('done'), resolve));
    expect(await outcome).toEqual(new Error('no such table'));
  });
});
