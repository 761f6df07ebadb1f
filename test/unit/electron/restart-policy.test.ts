import { describe, expect, it } from 'vitest';
import { createRestartPolicy } from '../../../electron/host/restart-policy.js';

describe('createRestartPolicy', () => {
  it('doubles the wait per crash in the window and gives up at the limit', () => {
    const policy = createRestartPolicy({ baseDelayMs: 100, maxDelayMs: 1_000, maxCrashes: 5 });
    expect([0, 1, 2, 3].map((at) => policy.onCrash(at * 1_000))).toEqual([100, 200, 400, 800]);
    expect(policy.onCrash(4_000)).toBeNull();
  });

  it('caps the wait', () => {
    const policy = createRestartPolicy({ baseDelayMs: 500, maxDelayMs: 1_000, maxCrashes: 10 });
    const delays = [0, 1, 2, 3].map((at) => policy.onCrash(at));
    expect(delays).toEqual([500, 1_000, 1_000, 1_000]);
  });

  it('forgets crashes older than the window: an occasional crash restarts at once', () => {
    const policy = createRestartPolicy({ baseDelayMs: 100, maxCrashes: 2, windowMs: 60_000 });
    expect(policy.onCrash(0)).toBe(100);
    expect(policy.onCrash(61_000)).toBe(100);
    expect(policy.onCrash(62_000)).toBeNull();
  });
});
