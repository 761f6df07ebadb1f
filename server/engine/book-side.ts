import { NO_SLOT, type OrderStore } from './order-store.js';
import { PriceBitset } from './price-bitset.js';
import { PRICE_SCALE } from './units.js';

export const NO_PRICE = -1;

/**
 * One side of the YES-price book: a FIFO queue per tick (head and tail slots indexed by YES
 * price), each level's total size, a bitset of non-empty levels and the best price.
 * Bids' best is the highest price, asks' the lowest.
 */
export class BookSide {
  private readonly heads = new Int32Array(PRICE_SCALE + 1).fill(NO_SLOT);
  private readonly tails = new Int32Array(PRICE_SCALE + 1).fill(NO_SLOT);
  private readonly totals = new Float64Array(PRICE_SCALE + 1);
  private readonly occupied = new PriceBitset(PRICE_SCALE + 1);
  best = NO_PRICE;

  constructor(
    readonly isBid: boolean,
    private readonly store: OrderStore,
  ) {}

  head(ticks: number): number {
    return this.heads[ticks]!;
  }

  total(ticks: number): number {
    return this.totals[ticks]!;
  }

  /** True when an order at `ticks` on the other side would trade with this side's best. */
  crossedBy(ticks: number): boolean {
    if (this.best === NO_PRICE) return false;
    return this.isBid ? this.best >= ticks : this.best <= ticks;
  }

  /** The next level after `ticks` going away from the best, or NO_PRICE. */
  nextLevel(ticks: number): number {
    return this.isBid
      ? this.occupied.prevAtOrBelow(ticks - 1)
      : this.occupied.nextAtOrAbove(ticks + 1);
  }

  append(slot: number): void {
    const store = this.store;
    const ticks = store.yesTicks(slot);
    const tail = this.tails[ticks]!;
    store.setPrev(slot, tail);
    store.setNext(slot, NO_SLOT);
    if (tail !== NO_SLOT) {
      store.setNext(tail, slot);
    } else {
      this.heads[ticks] = slot;
      this.occupied.set(ticks);
      if (this.best === NO_PRICE || (this.isBid ? ticks > this.best : ticks < this.best)) {
        this.best = ticks;
      }
    }
    this.tails[ticks] = slot;
    this.totals[ticks]! += store.remaining(slot);
    store.setLive(slot, true);
  }

  /** Takes `sizeMicros` off a resting order's remaining size and its level's total. */
  reduce(slot: number, sizeMicros: number): void {
    const store = this.store;
    store.setRemaining(slot, store.remaining(slot) - sizeMicros);
    this.totals[store.yesTicks(slot)]! -= sizeMicros;
  }

  /** Unlinks a resting order; its remaining size leaves the level total. */
  remove(slot: number): void {
    const store = this.store;
    const ticks = store.yesTicks(slot);
    const prev = store.prev(slot);
    const next = store.next(slot);
    if (prev !== NO_SLOT) store.setNext(prev, next);
    else this.heads[ticks] = next;
    if (next !== NO_SLOT) store.setPrev(next, prev);
    else this.tails[ticks] = prev;
    store.setLive(slot, false);
    this.totals[ticks]! -= store.remaining(slot);
    if (this.heads[ticks] === NO_SLOT) {
      this.totals[ticks] = 0;
      this.occupied.clear(ticks);
      if (ticks === this.best) this.best = this.nextLevel(ticks);
    }
  }
}
