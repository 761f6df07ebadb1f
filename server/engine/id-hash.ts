import { NO_SLOT } from './order-store.js';

const EMPTY = 0;
/** The fewest cells that hold two blocks (see `home`); the table doubles as it fills. */
export const INITIAL_CELLS = 16;
/** Ids that differ only in their low 3 bits hash to one block of 8 neighbouring cells. */
const BLOCK_BITS = 3;
const BLOCK_MASK = (1 << BLOCK_BITS) - 1;
const TWO_POW_32 = 4_294_967_296;

/**
 * Order id -> slot for the resting orders whose ids lie below the id index's window (see
 * id-index.ts): an open-addressing hash table with linear probing, at most half full,
 * its cells (id, slot) pairs in one Float64Array (an id of 0 marks an empty cell). Deleting
 * shifts the rest of the probe run back instead of leaving tombstones, so lookups stay
 * short however many orders come and go. Order ids are row ids, given out in sequence:
 * blocks of 8 consecutive ids share a block of cells (a cache line of ids), and the
 * blocks are spread by Fibonacci hashing so that no stride of ids piles up.
 */
export class IdHash {
  private cells = new Float64Array(INITIAL_CELLS * 2);
  private mask = INITIAL_CELLS - 1;
  private shift = 32 - Math.log2(INITIAL_CELLS) + BLOCK_BITS;
  private count = 0;

  /** How many ids the table holds. */
  get size(): number {
    return this.count;
  }

  /** The cell holding `id`, or the bitwise complement (negative) of the free cell it would take. */
  find(id: number): number {
    const cells = this.cells;
    const mask = this.mask;
    for (let cell = this.home(id); ; cell = (cell + 1) & mask) {
      const key = cells[cell * 2]!;
      if (key === id) return cell;
      if (key === EMPTY) return ~cell;
    }
  }

  /** The slot stored in a cell that `find` answered. */
  slotAt(cell: number): number {
    // `| 0` keeps slots small integers for the JIT rather than the doubles the cells hold.
    return this.cells[cell * 2 + 1]! | 0;
  }

  /** The slot of `id`, or NO_SLOT. */
  get(id: number): number {
    const cell = this.find(id);
    return cell < 0 ? NO_SLOT : this.slotAt(cell);
  }

  /** Adds an absent id. */
  add(id: number, slot: number): void {
    if ((this.count + 1) * 2 > this.mask + 1) this.grow();
    const cell = ~this.find(id);
    this.cells[cell * 2] = id;
    this.cells[cell * 2 + 1] = slot;
    this.count += 1;
  }

  /** Removes `id` and answers its slot, or NO_SLOT when absent. */
  take(id: number): number {
    const cell = this.find(id);
    if (cell < 0) return NO_SLOT;
    const slot = this.slotAt(cell);
    this.deleteAt(cell);
    return slot;
  }

  /** Empties a cell that `find` answered, moving back the entries of its run that need it. */
  private deleteAt(cell: number): void {
    const cells = this.cells;
    const mask = this.mask;
    let hole = cell;
    for (let next = (hole + 1) & mask; cells[next * 2] !== EMPTY; next = (next + 1) & mask) {
      const home = this.home(cells[next * 2]!);
      // An entry stays when its home lies cyclically in (hole, next]: probing still finds it.
      const stays = hole <= next ? hole < home && home <= next : hole < home || home <= next;
      if (stays) continue;
      cells[hole * 2] = cells[next * 2]!;
      cells[hole * 2 + 1] = cells[next * 2 + 1]!;
      hole = next;
    }
    cells[hole * 2] = EMPTY;
    this.count -= 1;
  }

  private home(id: number): number {
    const low = id >>> 0;
    const high = id < TWO_POW_32 ? 0 : (id - low) / TWO_POW_32;
    const mixed = (low >>> BLOCK_BITS) ^ Math.imul(high, 0x85ebca6b);
    const block = Math.imul(mixed, 0x9e3779b1) >>> this.shift;
    return (block << BLOCK_BITS) | (low & BLOCK_MASK);
  }

  private grow(): void {
    const old = this.cells;
    const size = (this.mask + 1) * 2;
    this.cells = new Float64Array(size * 2);
    this.mask = size - 1;
    this.shift -= 1;
    for (let cell = 0; cell * 2 < old.length; cell += 1) {
      const id = old[cell * 2]!;
      if (id === EMPTY) continue;
      const free = ~this.find(id);
      this.cells[free * 2] = id;
      this.cells[free * 2 + 1] = old[cell * 2 + 1]!;
    }
  }
}
