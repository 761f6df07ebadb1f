import { describe, expect, it, vi } from 'vitest';
import type { MarketStatsUpdate } from '../../../server/catalog/index.js';
import {
  createRollingPass,
  type MarketToRoll,
  type RollingPassDeps,
} from '../../../server/marketdata/stats/rolling-pass.js';

const toRoll = (id: number): MarketToRoll => ({ id, market: () => undefined });

function pass(findAfterStart: RollingPassDeps['findAfterStart']) {
  const written: number[] = [];
  const errors: unknown[] = [];
  const rolling = createRollingPass({
    findAfterStart,
    compute: (id) => ({ marketId: id }) as MarketStatsUpdate,
    write: (updates) => written.push(...updates.map((update) => update.marketId)),
    now: () => 0,
    busy: () => false,
    onError: (error) => errors.push(error),
  });
  return { rolling, written, errors };
}

describe('the rolling pass after start-up', () => {
  it('finds its markets in steps, then rolls them', async () => {
    let steps = 0;
    const { rolling, written } = pass(function* () {
      for (; steps < 3; steps += 1) yield;
      return [toRoll(1), toRoll(2)];
    });
    expect(rolling.left()).toBe(1);
    await vi.waitFor(() => expect(rolling.left()).toBe(0));
    expect(steps).toBe(3);
    expect(written.sort()).toEqual([1, 2]);
    rolling.close();
  });

  it('gives up a search that fails, reports it, and still takes the next pass', async () => {
    const { rolling, written, errors } = pass(function* () {
      yield;
      throw new Error('database is locked');
    });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(String(errors[0])).toMatch(/locked/);
    expect(rolling.left()).toBe(0);
    expect(rolling.finish()).toBe(0);
    rolling.start([toRoll(7)]);
    await vi.waitFor(() => expect(written).toEqual([7]));
    expect(rolling.left()).toBe(0);
    rolling.close();
  });
});
