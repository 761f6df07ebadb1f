import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdIndex, RECENT_IDS, isPositiveId } from '../../../server/engine/id-index.js';
import { NO_SLOT } from '../../../server/engine/order-store.js';

/**
 * Ids as the trading layer hands them over, mostly rising by small gaps, with jumps past
 * the window, late ids below it and huge ones, added and removed in random order.
 */
const step = fc.oneof(
  { weight: 6, arbitrary: fc.record({ rise: fc.integer({ min: 1, max: 40 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ rise: fc.integer({ min: RECENT_IDS - 50, max: RECENT_IDS * 3 }) }),
  },
  { weight: 1, arbitrary: fc.record({ late: fc.integer({ min: 1, max: RECENT_IDS * 4 }) }) },
  { weight: 1, arbitrary: fc.record({ huge: fc.integer({ min: 0, max: 64 }) }) },
  { weight: 5, arbitrary: fc.record({ remove: fc.nat() }) },
);

describe('IdIndex', () => {
  it('agrees with a Map through rising, jumping, late and huge ids and removals', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 2000 }), (steps) => {
        const index = new IdIndex();
        const model = new Map<number, number>();
        const seen: number[] = [];
        let newest = 0;
        steps.forEach((op, slot) => {
          if ('remove' in op) {
            if (seen.length === 0) return;
            const id = seen[op.remove % seen.length]!;
            expect(index.take(id)).toBe(model.get(id) ?? NO_SLOT);
            model.delete(id);
            return;
          }
          let id: number;
          if ('rise' in op) id = newest += op.rise;
          else if ('late' in op) id = op.late;
          else id = Number.MAX_SAFE_INTEGER - op.huge;
          if (model.has(id)) return;
          index.add(id, slot);
          model.set(id, slot);
          seen.push(id);
        });
        for (const id of seen) expect(index.get(id)).toBe(model.get(id) ?? NO_SLOT);
        for (const [id, slot] of model) expect(index.take(id)).toBe(slot);
        for (const id of seen) expect(index.get(id)).toBe(NO_SLOT);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps an order whose id falls out of the window, and finds one added below it', () => {
    const index = new IdIndex();
    index.add(5, 50);
    index.add(5 + RECENT_IDS * 2, 60);
    index.add(7, 70);
    expect(index.get(5)).toBe(50);
    expect(index.get(7)).toBe(70);
    expect(index.get(5 + RECENT_IDS * 2)).toBe(60);
    expect(index.take(5)).toBe(50);
    expect(index.get(5)).toBe(NO_SLOT);
  });

  it('keeps every order of a quiet market, whose ids lie further apart than the window', () => {
    const index = new IdIndex();
    const ids = Array.from({ length: 300 }, (_, n) => 7 + n * (RECENT_IDS + 13));
    ids.forEach((id, slot) => index.add(id, slot));
    ids.forEach((id, slot) => expect(index.get(id)).toBe(slot));
  });

  it('answers absent for ids above the newest one, and for removed ids in the window', () => {
    const index = new IdIndex();
    index.add(100, 1);
    expect(index.get(101)).toBe(NO_SLOT);
    expect(index.get(100 + RECENT_IDS * 5)).toBe(NO_SLOT);
    expect(index.take(100 + RECENT_IDS)).toBe(NO_SLOT);
    expect(index.take(100)).toBe(1);
    expect(index.take(100)).toBe(NO_SLOT);
  });

  it('keeps the slot of an id whose window cell a newer id reuses', () => {
    const index = new IdIndex();
    index.add(3, 30);
    // Same cell modulo the window size, one window later: 3 moves to the hash table.
    index.add(3 + RECENT_IDS, 31);
    expect(index.get(3)).toBe(30);
    expect(index.get(3 + RECENT_IDS)).toBe(31);
  });

  it('accepts only positive safe integers as ids', () => {
    expect([1, 2 ** 40, Number.MAX_SAFE_INTEGER].every(isPositiveId)).toBe(true);
    const invalid = [0, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '3', null];
    expect(invalid.some(isPositiveId)).toBe(false);
  });
});
