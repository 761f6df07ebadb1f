import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_CELLS, IdHash } from '../../../server/engine/id-hash.js';
import { NO_SLOT } from '../../../server/engine/order-store.js';

/** Ids that crowd into few home cells: neighbours, multiples of powers of two, huge ones. */
const crowdedId = fc.oneof(
  fc.integer({ min: 1, max: 64 }),
  fc.integer({ min: 1, max: 64 }).map((step) => step * 1024),
  fc.integer({ min: 1, max: 64 }).map((step) => step * 2 ** 32 + 5),
  fc.integer({ min: 0, max: 64 }).map((step) => Number.MAX_SAFE_INTEGER - step),
);

/** A new index's number of cells. */
const CELLS = INITIAL_CELLS;

/** The first `count` ids whose home cell in a new index is `home`. */
function idsWithHome(home: number, count: number): number[] {
  const probe = new IdHash();
  const ids: number[] = [];
  for (let id = 1; ids.length < count; id += 1) if (~probe.find(id) === home) ids.push(id);
  return ids;
}

const operation = fc.oneof(
  { weight: 3, arbitrary: fc.record({ add: crowdedId }) },
  { weight: 2, arbitrary: fc.record({ remove: crowdedId }) },
);

describe('IdHash', () => {
  it('agrees with a Map through adds, deletes and growth, for crowded and huge ids', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 1500 }), (ops) => {
        const index = new IdHash();
        const model = new Map<number, number>();
        ops.forEach((op, step) => {
          if ('add' in op) {
            if (model.has(op.add)) return;
            index.add(op.add, step);
            model.set(op.add, step);
          } else {
            expect(index.take(op.remove)).toBe(model.get(op.remove) ?? NO_SLOT);
            model.delete(op.remove);
          }
        });
        for (const [id, slot] of model) expect(index.get(id)).toBe(slot);
        for (const op of ops) {
          const id = 'add' in op ? op.add : op.remove;
          if (!model.has(id)) expect(index.get(id)).toBe(NO_SLOT);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('adds an absent id at the free cell that find answers for it', () => {
    const index = new IdHash();
    index.add(7, 70);
    const free = index.find(8);
    expect(free).toBeLessThan(0);
    index.add(8, 80);
    expect(index.find(8)).toBe(~free);
    expect(index.slotAt(~free)).toBe(80);
    expect(index.take(8)).toBe(80);
    expect(index.get(8)).toBe(NO_SLOT);
    expect(index.get(7)).toBe(70);
  });

  it('closes the gap a deletion leaves in a run of ids sharing a home, also across the end', () => {
    for (const home of [9, CELLS - 1]) {
      const sharing = idsWithHome(home, 6);
      const index = new IdHash();
      sharing.forEach((id, slot) => index.add(id, slot));
      // The ids sit in consecutive cells from their common home, the last ones wrapping.
      expect(sharing.map((id) => index.find(id))).toEqual(
        sharing.map((_, offset) => (home + offset) % CELLS),
      );
      index.take(sharing[1]!);
      index.take(sharing[3]!);
      expect(sharing.map((id) => index.get(id))).toEqual([0, NO_SLOT, 2, NO_SLOT, 4, 5]);
      expect(index.find(sharing[5]!)).toBe((home + 3) % CELLS);
    }
  });

  it('leaves an entry at its home after the end of the cells when deleting before it', () => {
    const [a, d] = idsWithHome(CELLS - 2, 2);
    const [b] = idsWithHome(CELLS - 1, 1);
    const [c] = idsWithHome(0, 1);
    const index = new IdHash();
    for (const [slot, id] of [a!, b!, c!, d!].entries()) index.add(id, slot);
    expect([a!, b!, c!, d!].map((id) => index.find(id))).toEqual([CELLS - 2, CELLS - 1, 0, 1]);
    index.take(a!);
    // b and c are at their homes and stay; d moves back into the freed cell.
    expect([b!, c!, d!].map((id) => index.get(id))).toEqual([1, 2, 3]);
    expect([b!, c!, d!].map((id) => index.find(id))).toEqual([CELLS - 1, 0, CELLS - 2]);
  });

  it('keeps every entry reachable when deleting from the middle of a long probe run', () => {
    const index = new IdHash();
    // Consecutive ids fill whole blocks of neighbouring cells.
    for (let id = 1; id <= 1024; id += 1) index.add(id, id * 10);
    for (let id = 2; id <= 1024; id += 3) index.take(id);
    for (let id = 1; id <= 1024; id += 1) {
      expect(index.get(id)).toBe((id - 2) % 3 === 0 ? NO_SLOT : id * 10);
    }
  });
});
