import { describe, expect, it, vi } from 'vitest';
import {
  batches,
  createOrderTagCache,
  RECHECK_MS,
  TAG_BATCH,
} from '../../../../../renderer/features/scripts/order-tag-cache.js';

const T0 = 1_000_000;

describe('the order tag cache', () => {
  it('asks for each id once, and then only for the ids a changed list adds', () => {
    const cache = createOrderTagCache();
    expect(cache.unknown(['o2', 'o1', 'o2'], T0)).toEqual(['o1', 'o2']);
    cache.record(['o1', 'o2'], { o1: 'mm-bot' }, T0);
    expect(cache.tagOf('o1')).toBe('mm-bot');
    expect(cache.tagOf('o2')).toBeUndefined();
    expect(cache.unknown(['o1', 'o2', 'o3'], T0 + 1)).toEqual(['o3']);
  });

  it('asks once more, a little later, about an order no grant was named for, then never', () => {
    const cache = createOrderTagCache();
    cache.record(['o1', 'o2'], { o1: 'mm-bot' }, T0);
    expect(cache.nextRecheck(['o1', 'o2'])).toBe(T0 + RECHECK_MS);
    expect(cache.unknown(['o1', 'o2'], T0 + RECHECK_MS - 1)).toEqual([]);
    expect(cache.unknown(['o1', 'o2'], T0 + RECHECK_MS)).toEqual(['o2']);
    // Its grant's record was written in between.
    cache.record(['o2'], { o2: 'arb' }, T0 + RECHECK_MS);
    expect(cache.tagOf('o2')).toBe('arb');
    cache.record(['o3'], {}, T0);
    cache.record(['o3'], {}, T0 + RECHECK_MS);
    expect(cache.nextRecheck(['o1', 'o2', 'o3'])).toBeNull();
    expect(cache.unknown(['o3'], T0 + 100 * RECHECK_MS)).toEqual([]);
  });

  it('tells its subscribers of each answer', () => {
    const cache = createOrderTagCache();
    const listener = vi.fn();
    const unsubscribe = cache.subscribe(listener);
    const before = cache.version();
    cache.record(['o1'], {}, T0);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cache.version()).not.toBe(before);
    unsubscribe();
    cache.record(['o2'], {}, T0);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('splits a long list into calls of at most the contract allows', () => {
    const ids = Array.from({ length: TAG_BATCH * 2 + 1 }, (_, index) => `o${index}`);
    expect(batches(ids).map((batch) => batch.length)).toEqual([TAG_BATCH, TAG_BATCH, 1]);
    expect(batches([])).toEqual([]);
  });
});
