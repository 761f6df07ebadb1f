import { describe, expect, it } from 'vitest';
import {
  createThrottle,
  type TimerClock,
} from '../../../../../renderer/features/market/throttle.js';

function manualClock() {
  let time = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  let next = 1;
  const clock: TimerClock = {
    now: () => time,
    setTimeout: (callback, ms) => {
      timers.set(next, { at: time + ms, callback });
      return next++;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  };
  const advance = (to: number) => {
    time = to;
    for (const [handle, timer] of [...timers]) {
      if (timer.at > time) continue;
      timers.delete(handle);
      timer.callback();
    }
  };
  return { clock, advance, timers: () => timers.size };
}

describe('createThrottle', () => {
  it('runs at once, then folds a burst into one run at the end of the interval', () => {
    const { clock, advance } = manualClock();
    let runs = 0;
    const throttle = createThrottle(() => (runs += 1), 1_000, clock);
    throttle.request();
    expect(runs).toBe(1);
    advance(100);
    throttle.request();
    advance(200);
    throttle.request();
    expect(runs).toBe(1);
    advance(1_000);
    expect(runs).toBe(2);
    advance(5_000);
    expect(runs).toBe(2);
    throttle.request();
    expect(runs).toBe(3);
  });

  it('drops the trailing run on cancel', () => {
    const { clock, advance, timers } = manualClock();
    let runs = 0;
    const throttle = createThrottle(() => (runs += 1), 1_000, clock);
    throttle.request();
    throttle.request();
    throttle.cancel();
    expect(timers()).toBe(0);
    advance(2_000);
    expect(runs).toBe(1);
  });
});
