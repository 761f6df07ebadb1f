import type { OrderStore } from './order-store.js';

const MIN_COMPACT_SIZE = 1024;

/**
 * Min-heap of resting GTD orders by (expiry, sequence), as parallel arrays of slot, expiry
 * and sequence. Orders that leave the book otherwise stay in the heap and are dropped when
 * they surface (lazy deletion); the sequence tells a reused slot from the order it held.
 */
export class ExpiryHeap {
  private slots: number[] = [];
  private expiries: number[] = [];
  private sequences: number[] = [];
  private compactAt = MIN_COMPACT_SIZE;

  constructor(private readonly store: OrderStore) {}

  push(slot: number): void {
    if (this.slots.length >= this.compactAt) this.compact();
    this.slots.push(slot);
    this.expiries.push(this.store.expiresAt(slot));
    this.sequences.push(this.store.sequence(slot));
    this.siftUp(this.slots.length - 1);
  }

  /** Whether the earliest entry is due or dead, i.e. whether popDue has anything to do. */
  hasWork(now: number): boolean {
    return this.slots.length > 0 && (this.expiries[0]! <= now || !this.isLive(0));
  }

  /** Removes the live orders with expiry <= now and returns their slots, earliest first. */
  popDue(now: number): number[] {
    const due: number[] = [];
    while (this.slots.length > 0) {
      const live = this.isLive(0);
      if (live && this.expiries[0]! > now) break;
      if (live) due.push(this.slots[0]!);
      this.popTop();
    }
    return due;
  }

  private isLive(index: number): boolean {
    const slot = this.slots[index]!;
    return this.store.isLive(slot) && this.store.sequence(slot) === this.sequences[index];
  }

  private earlier(a: number, b: number): boolean {
    const ea = this.expiries[a]!;
    const eb = this.expiries[b]!;
    return ea < eb || (ea === eb && this.sequences[a]! < this.sequences[b]!);
  }

  private swap(a: number, b: number): void {
    for (const column of [this.slots, this.expiries, this.sequences]) {
      const value = column[a]!;
      column[a] = column[b]!;
      column[b] = value;
    }
  }

  private siftUp(index: number): void {
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.earlier(index, parent)) return;
      this.swap(index, parent);
      index = parent;
    }
  }

  private popTop(): void {
    const last = this.slots.length - 1;
    this.swap(0, last);
    this.slots.pop();
    this.expiries.pop();
    this.sequences.pop();
    for (let index = 0; ;) {
      const left = index * 2 + 1;
      if (left >= last) return;
      const right = left + 1;
      const child = right < last && this.earlier(right, left) ? right : left;
      if (!this.earlier(child, index)) return;
      this.swap(index, child);
      index = child;
    }
  }

  /** Drops the dead entries once they could outnumber the live ones; amortised O(1). */
  private compact(): void {
    const keep: number[] = [];
    for (let index = 0; index < this.slots.length; index += 1) {
      if (this.isLive(index)) keep.push(index);
    }
    // Sorted by (expiry, sequence), the kept entries form a valid heap.
    keep.sort((a, b) => (this.earlier(a, b) ? -1 : this.earlier(b, a) ? 1 : 0));
    this.slots = keep.map((index) => this.slots[index]!);
    this.expiries = keep.map((index) => this.expiries[index]!);
    this.sequences = keep.map((index) => this.sequences[index]!);
    this.compactAt = Math.max(MIN_COMPACT_SIZE, keep.length * 2);
  }
}
