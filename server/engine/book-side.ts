import { NO_SLOT, type OrderStore } from './order-store.js';
import { PriceBitset } from './price-bitset.js';
import { PRICE_SCALE } from '../shared/index.js';

export const NO_PRICE = -1;

/** Stands for the level arrays of an empty side, so that an idle market holds none. */
const NO_LEVELS_INT = new Int32Array(0);
const NO_LEVELS_FLOAT = new Float64Array(0);
const NO_LEVELS_BITS = new PriceBitset(0);

function greatestCommonDivisor(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * One side of the YES-price book: a FIFO queue per price level (head and tail slots), each
 * level's total size, a bitset of non-empty levels and the best price.
 * Bids' best is the highest price, asks' the lowest. Prices are YES ticks throughout; the
 * level arrays only cover the side's grid, `gridTicks` apart (the market's tick, or finer
 * while orders placed under an earlier, finer tick rest), and exist only while the side
 * holds orders: a market on a 0.01 grid needs 101 levels, not PRICE_SCALE + 1, and a market
 * nobody quotes needs none.
 */
export class BookSide {
  private heads = NO_LEVELS_INT;
  private tails = NO_LEVELS_INT;
  private totals = NO_LEVELS_FLOAT;
  private occupied = NO_LEVELS_BITS;
  private gridTicks: number;
  best = NO_PRICE;

  constructor(
    readonly isBid: boolean,
    private readonly store: OrderStore,
    private readonly tickTicks: number,
  ) {
    this.gridTicks = tickTicks;
  }

  /** The distance in ticks between the levels the side can hold now. */
  get grid(): number {
    return this.gridTicks;
  }

  /** How many price levels the side has arrays for (0 while empty). */
  get levelCount(): number {
    return this.totals.length;
  }

  head(ticks: number): number {
    return this.heads[ticks / this.gridTicks]!;
  }

  /** The total resting size at `ticks` (0 for an empty level or a price off the grid). */
  total(ticks: number): number {
    if (ticks % this.gridTicks !== 0) return 0;
    return this.totals[ticks / this.gridTicks] ?? 0;
  }

  /** True when an order at `ticks` on the other side would trade with this side's best. */
  crossedBy(ticks: number): boolean {
    if (this.best === NO_PRICE) return false;
    return this.isBid ? this.best >= ticks : this.best <= ticks;
  }

  /** The next level after `ticks` going away from the best, or NO_PRICE. */
  nextLevel(ticks: number): number {
    const level = ticks / this.gridTicks;
    const next = this.isBid
      ? this.occupied.prevAtOrBelow(level - 1)
      : this.occupied.nextAtOrAbove(level + 1);
    return next === NO_PRICE ? NO_PRICE : next * this.gridTicks;
  }

  append(slot: number): void {
    const store = this.store;
    const ticks = store.yesTicks(slot);
    if (this.best === NO_PRICE) this.allocate(ticks);
    else if (ticks % this.gridTicks !== 0)
      this.regrid(greatestCommonDivisor(this.gridTicks, ticks));
    const level = ticks / this.gridTicks;
    const tail = this.tails[level]!;
    store.setPrev(slot, tail);
    store.setNext(slot, NO_SLOT);
    if (tail !== NO_SLOT) {
      store.setNext(tail, slot);
    } else {
      this.heads[level] = slot;
      this.occupied.set(level);
      if (this.best === NO_PRICE || (this.isBid ? ticks > this.best : ticks < this.best)) {
        this.best = ticks;
      }
    }
    this.tails[level] = slot;
    this.totals[level]! += store.remaining(slot);
    store.setLive(slot, true);
  }

  /** Takes `sizeMicros` off a resting order's remaining size and its level's total. */
  reduce(slot: number, sizeMicros: number): void {
    const store = this.store;
    store.setRemaining(slot, store.remaining(slot) - sizeMicros);
    this.totals[store.yesTicks(slot) / this.gridTicks]! -= sizeMicros;
  }

  /** Unlinks a resting order; its remaining size leaves the level total. */
  remove(slot: number): void {
    const store = this.store;
    const ticks = store.yesTicks(slot);
    const level = ticks / this.gridTicks;
    const prev = store.prev(slot);
    const next = store.next(slot);
    if (prev !== NO_SLOT) store.setNext(prev, next);
    else this.heads[level] = next;
    if (next !== NO_SLOT) store.setPrev(next, prev);
    else this.tails[level] = prev;
    store.setLive(slot, false);
    this.totals[level]! -= store.remaining(slot);
    if (this.heads[level] === NO_SLOT) {
      this.totals[level] = 0;
      this.occupied.clear(level);
      if (ticks === this.best) this.best = this.nextLevel(ticks);
      if (this.best === NO_PRICE) this.release();
    }
  }

  /** Level arrays for the first order of an empty side, on the market's grid if it fits. */
  private allocate(ticks: number): void {
    this.gridTicks = greatestCommonDivisor(this.tickTicks, ticks);
    const levels = PRICE_SCALE / this.gridTicks + 1;
    this.heads = new Int32Array(levels).fill(NO_SLOT);
    this.tails = new Int32Array(levels).fill(NO_SLOT);
    this.totals = new Float64Array(levels);
    this.occupied = new PriceBitset(levels);
  }

  private release(): void {
    this.heads = NO_LEVELS_INT;
    this.tails = NO_LEVELS_INT;
    this.totals = NO_LEVELS_FLOAT;
    this.occupied = NO_LEVELS_BITS;
    this.gridTicks = this.tickTicks;
  }

  /**
   * Moves every level onto a finer grid (`gridTicks` divides the current one): an order
   * placed under an earlier, finer tick is being restored after the tick grew.
   */
  private regrid(gridTicks: number): void {
    const { heads, tails, totals } = this;
    const factor = this.gridTicks / gridTicks;
    const levels = PRICE_SCALE / gridTicks + 1;
    this.heads = new Int32Array(levels).fill(NO_SLOT);
    this.tails = new Int32Array(levels).fill(NO_SLOT);
    this.totals = new Float64Array(levels);
    this.occupied = new PriceBitset(levels);
    for (let level = 0; level < heads.length; level += 1) {
      if (heads[level] === NO_SLOT) continue;
      const finer = level * factor;
      this.heads[finer] = heads[level]!;
      this.tails[finer] = tails[level]!;
      this.totals[finer] = totals[level]!;
      this.occupied.set(finer);
    }
    this.gridTicks = gridTicks;
  }
}
