import { IdHash } from './id-hash.js';
import { NO_SLOT } from './order-store.js';

/** How many of the newest ids are mapped directly; a power of two. */
export const RECENT_IDS = 16_384;
const RECENT_MASK = RECENT_IDS - 1;

/** A valid order id or owner: a positive safe integer. */
export function isPositiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * Order id -> slot of every resting order. Order ids are row ids, given out in sequence, and
 * most orders that leave the book do so soon after they arrive (filled near the mid, or
 * cancelled), so the RECENT_IDS newest ids map straight to a slot through an array
 * indexed by id modulo RECENT_IDS: no hashing, probing or shifting, and a short array that
 * stays in cache. The window follows the newest id added; the orders still resting when
 * their id falls out of it (and any order added with an id below it) go to a hash table.
 * Ids above the window were never added, so they are absent without a look. Moving the
 * window visits each cell it leaves behind once: O(1) per id for ids in sequence, at most
 * RECENT_IDS cells (some microseconds) for a quiet market whose ids lie further apart.
 */
export class IdIndex {
  /** Slot + 1 of each id in the window, at id mod RECENT_IDS; 0 = none. */
  private readonly recent = new Int32Array(RECENT_IDS);
  /** The window holds the ids in [base, base + RECENT_IDS). */
  private base = 1;
  /** Every id below the window. */
  private readonly older = new IdHash();

  /** The slot of `id`, or NO_SLOT. */
  get(id: number): number {
    if (id < this.base) return this.older.get(id);
    return id - this.base < RECENT_IDS ? this.recent[id & RECENT_MASK]! - 1 : NO_SLOT;
  }

  /** Adds an absent id. */
  add(id: number, slot: number): void {
    if (id < this.base) {
      this.older.add(id, slot);
      return;
    }
    if (id - this.base >= RECENT_IDS) this.slide(id - RECENT_IDS + 1);
    this.recent[id & RECENT_MASK] = slot + 1;
  }

  /** Removes `id` and answers its slot, or NO_SLOT when absent. */
  take(id: number): number {
    if (id < this.base) return this.older.take(id);
    if (id - this.base >= RECENT_IDS) return NO_SLOT;
    const at = id & RECENT_MASK;
    const slot = this.recent[at]! - 1;
    this.recent[at] = 0;
    return slot;
  }

  /** Moves the window up to start at `base`; the ids that leave it move to the hash table. */
  private slide(base: number): void {
    const end = Math.min(base, this.base + RECENT_IDS);
    for (let id = this.base; id < end; id += 1) {
      const at = id & RECENT_MASK;
      const stored = this.recent[at]!;
      if (stored === 0) continue;
      this.older.add(id, stored - 1);
      this.recent[at] = 0;
    }
    this.base = base;
  }
}
