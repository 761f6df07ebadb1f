import type { OrderSide, OrderType, RestingOrder, TokenIndex } from './types.js';
import { PRICE_SCALE } from './units.js';

/** "No order": slots are array indices, so any negative number is free to mean none. */
export const NO_SLOT = -1;

const SIDES: readonly OrderSide[] = ['BUY', 'SELL'];
const TYPES: readonly OrderType[] = ['GTC', 'GTD', 'FOK', 'FAK'];
const INITIAL_CAPACITY = 1024;

/**
 * Every order the engine holds, as columns of typed arrays indexed by a slot number, with
 * freed slots reused. Orders are then plain numbers: the hot path allocates no order
 * objects, and the garbage collector has no long-lived order objects to trace or promote.
 * `prev`/`next` link an order into its price level's FIFO queue (an intrusive doubly-linked
 * list, so removal is O(1)).
 */
export class OrderStore {
  ids: string[] = [];
  owners: string[] = [];
  prev = new Int32Array(INITIAL_CAPACITY);
  next = new Int32Array(INITIAL_CAPACITY);
  /** Price in the order's own token terms, and the same price in YES terms. */
  priceTicks = new Int32Array(INITIAL_CAPACITY);
  yesTicks = new Int32Array(INITIAL_CAPACITY);
  tokenIndex = new Uint8Array(INITIAL_CAPACITY);
  /** 0 = BUY, 1 = SELL. */
  side = new Uint8Array(INITIAL_CAPACITY);
  /** BUY YES and SELL NO both want YES cheaper: they are bids in the YES-price book. */
  isBid = new Uint8Array(INITIAL_CAPACITY);
  type = new Uint8Array(INITIAL_CAPACITY);
  /** 1 while resting in the book. */
  live = new Uint8Array(INITIAL_CAPACITY);
  original = new Float64Array(INITIAL_CAPACITY);
  remaining = new Float64Array(INITIAL_CAPACITY);
  /** Expiry in ms, or -1 for none. */
  expiresAt = new Float64Array(INITIAL_CAPACITY);
  sequence = new Float64Array(INITIAL_CAPACITY);
  private capacity = INITIAL_CAPACITY;
  private used = 0;
  private readonly free: number[] = [];

  allocate(
    id: string,
    owner: string,
    tokenIndex: TokenIndex,
    side: OrderSide,
    priceTicks: number,
    type: OrderType,
    originalMicros: number,
    remainingMicros: number,
    expiresAtMs: number | null,
    sequence: number,
  ): number {
    const slot = this.free.length > 0 ? this.free.pop()! : this.used++;
    if (slot >= this.capacity) this.grow();
    const sideCode = side === 'BUY' ? 0 : 1;
    this.ids[slot] = id;
    this.owners[slot] = owner;
    this.prev[slot] = NO_SLOT;
    this.next[slot] = NO_SLOT;
    this.priceTicks[slot] = priceTicks;
    this.yesTicks[slot] = tokenIndex === 0 ? priceTicks : PRICE_SCALE - priceTicks;
    this.tokenIndex[slot] = tokenIndex;
    this.side[slot] = sideCode;
    this.isBid[slot] = sideCode === tokenIndex ? 1 : 0;
    this.type[slot] = TYPES.indexOf(type);
    this.live[slot] = 0;
    this.original[slot] = originalMicros;
    this.remaining[slot] = remainingMicros;
    this.expiresAt[slot] = expiresAtMs ?? -1;
    this.sequence[slot] = sequence;
    return slot;
  }

  /** Frees a slot that is no longer in the book; its strings are let go. */
  release(slot: number): void {
    this.ids[slot] = '';
    this.owners[slot] = '';
    this.free.push(slot);
  }

  sideOf(slot: number): OrderSide {
    return SIDES[this.side[slot]!]!;
  }

  snapshot(slot: number): RestingOrder {
    const expiresAt = this.expiresAt[slot]!;
    return {
      id: this.ids[slot]!,
      owner: this.owners[slot]!,
      tokenIndex: this.tokenIndex[slot] as TokenIndex,
      side: SIDES[this.side[slot]!]!,
      priceTicks: this.priceTicks[slot]!,
      type: TYPES[this.type[slot]!]!,
      originalMicros: this.original[slot]!,
      remainingMicros: this.remaining[slot]!,
      expiresAtMs: expiresAt < 0 ? null : expiresAt,
      sequence: this.sequence[slot]!,
    };
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    this.prev = resized(this.prev, new Int32Array(capacity));
    this.next = resized(this.next, new Int32Array(capacity));
    this.priceTicks = resized(this.priceTicks, new Int32Array(capacity));
    this.yesTicks = resized(this.yesTicks, new Int32Array(capacity));
    this.tokenIndex = resized(this.tokenIndex, new Uint8Array(capacity));
    this.side = resized(this.side, new Uint8Array(capacity));
    this.isBid = resized(this.isBid, new Uint8Array(capacity));
    this.type = resized(this.type, new Uint8Array(capacity));
    this.live = resized(this.live, new Uint8Array(capacity));
    this.original = resized(this.original, new Float64Array(capacity));
    this.remaining = resized(this.remaining, new Float64Array(capacity));
    this.expiresAt = resized(this.expiresAt, new Float64Array(capacity));
    this.sequence = resized(this.sequence, new Float64Array(capacity));
    this.capacity = capacity;
  }
}

function resized<T extends Int32Array | Uint8Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
