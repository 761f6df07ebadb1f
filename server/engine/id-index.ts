import { IdHash } from './id-hash.js';
import { NO_SLOT } from './order-store.js';

/** The most of the newest ids mapped directly; a power of two. */
export const RECENT_IDS = 16_384;
/** The window a book starts with; a power of two. */
export const FIRST_WINDOW = 64;

/** A valid order id or owner: a positive safe integer. */
export function isPositiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * Order id -> slot of every resting order. Order ids are row ids, given out in sequence, and
 * most orders that leave the book do so soon after they arrive (filled near the mid, or
 * cancelled), so the newest ids map straight to a slot through an array indexed by id
 * modulo its length (the window): no hashing, probing or shifting, and a short array that
 * stays in cache. The window follows the newest id added; the orders still resting when
 * their id falls out of it (and any order added with an id below it) go to a hash table.
 * Ids above the window were never added, so they are absent without a look. Moving the
 * window visits each cell it leaves behind once: O(1) per id for ids in sequence, at most
 * one window of cells for a quiet market whose ids lie further apart.
 * The window starts at FIRST_WINDOW ids, so that the many books with a few orders each stay
 * small, and doubles (up to RECENT_IDS) whenever the hash table holds more than half a
 * window's worth of ids: a busy book then keeps its recent orders in the array.
 */
export class IdIndex {
  /** Slot + 1 of each id in the window, at id mod its length; 0 = none. */
  private recent = new Int32Array(FIRST_WINDOW);
  private mask = FIRST_WINDOW - 1;
  /** The window holds the ids in [base, base + recent.length). */
  private base = 1;
  /** Every id below the window. */
  private readonly older = new IdHash();

  /** The slot of `id`, or NO_SLOT. */
  get(id: number): number {
    if (id < this.base) return this.older.get(id);
    return id - this.base < this.recent.length ? this.recent[id & this.mask]! - 1 : NO_SLOT;
  }

  /** Adds an absent id. */
  add(id: number, slot: number): void {
    if (id < this.base) {
      this.older.add(id, slot);
      return;
    }
    if (id - this.base >= this.recent.length) this.slide(id - this.recent.length + 1);
    this.recent[id & this.mask] = slot + 1;
  }

  /** Removes `id` and answers its slot, or NO_SLOT when absent. */
  take(id: number): number {
    if (id < this.base) return this.older.take(id);
    if (id - this.base >= this.recent.length) return NO_SLOT;
    const at = id & this.mask;
    const slot = this.recent[at]! - 1;
    this.recent[at] = 0;
    return slot;
  }

  /** Moves the window up to start at `base`; the ids that leave it move to the hash table. */
  private slide(base: number): void {
    const end = Math.min(base, this.base + this.recent.length);
    for (let id = this.base; id < end; id += 1) {
      const at = id & this.mask;
      const stored = this.recent[at]!;
      if (stored === 0) continue;
      this.older.add(id, stored - 1);
      this.recent[at] = 0;
    }
    this.base = base;
    if (this.older.size * 2 > this.recent.length && this.recent.length < RECENT_IDS) this.widen();
  }

  /** Doubles the window from the same base: the ids in it move to their cells in the wider one. */
  private widen(): void {
    const old = this.recent;
    const oldMask = this.mask;
    this.recent = new Int32Array(old.length * 2);
    this.mask = this.recent.length - 1;
    for (let id = this.base; id < this.base + old.length; id += 1) {
      this.recent[id & this.mask] = old[id & oldMask]!;
    }
  }
}
