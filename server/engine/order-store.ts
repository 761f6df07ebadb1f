import type { OrderId, OrderSide, OrderType, OwnerId, RestingOrder, TokenIndex } from './types.js';
import { PRICE_SCALE } from '../shared/index.js';

/** "No order": slots are record numbers, so any negative number is free to mean none. */
export const NO_SLOT = -1;

const TYPES: readonly OrderType[] = ['GTC', 'GTD', 'FOK', 'FAK'];
/** Small: most markets rest a few dozen orders; busy ones double it as they grow. */
const INITIAL_CAPACITY = 16;

/*
 * One 64-byte record per slot (a cache line): six float64 fields, then four int32 fields.
 * Field positions are in units of each view's element size.
 */
const RECORD_BYTES = 64;
const RECORD_FLOATS = RECORD_BYTES / 8;
const RECORD_INTS = RECORD_BYTES / 4;
const ID = 0;
const OWNER = 1;
const ORIGINAL = 2;
const REMAINING = 3;
/** Expiry in ms, or -1 for none. */
const EXPIRES_AT = 4;
const SEQUENCE = 5;
const PREV = 12;
const NEXT = 13;
/** The price in YES terms; the order's own price is derived from it and the token. */
const YES_TICKS = 14;
const FLAGS = 15;

const TOKEN_NO = 1;
const SIDE_SELL = 2;
/** BUY YES and SELL NO both want YES cheaper: they are bids in the YES-price book. */
const IS_BID = 4;
const LIVE = 8;
const TYPE_SHIFT = 4;

/**
 * An integral number computed from Float64Array reads, as a 32-bit integer when it fits.
 * V8 stores such a number in a new object's field without allocating a heap number only
 * when it is a small integer, so results are built from `small(...)` values.
 */
export function small(value: number): number {
  return value <= 0x7fffffff && value >= -0x80000000 ? value | 0 : value;
}

/**
 * Every order the engine holds, as fixed-size records in one typed-array buffer indexed by
 * a slot number, with freed slots reused. Orders are then plain numbers: the hot path
 * allocates no order objects, the garbage collector has no long-lived order objects to
 * trace, and reaching an order touches one cache line. `prev`/`next` link an order into its
 * price level's FIFO queue (an intrusive doubly-linked list, so removal is O(1)).
 */
export class OrderStore {
  private floats = new Float64Array(INITIAL_CAPACITY * RECORD_FLOATS);
  private ints = new Int32Array(this.floats.buffer);
  private capacity = INITIAL_CAPACITY;
  private used = 0;
  private readonly free: number[] = [];

  allocate(
    id: OrderId,
    owner: OwnerId,
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
    const isSell = side === 'SELL';
    const typeCode = type === 'GTC' ? 0 : type === 'GTD' ? 1 : type === 'FOK' ? 2 : 3;
    const isBid = isSell === (tokenIndex === 1);
    const floats = this.floats;
    const at = slot * RECORD_FLOATS;
    floats[at + ID] = id;
    floats[at + OWNER] = owner;
    floats[at + ORIGINAL] = originalMicros;
    floats[at + REMAINING] = remainingMicros;
    floats[at + EXPIRES_AT] = expiresAtMs ?? -1;
    floats[at + SEQUENCE] = sequence;
    const ints = this.ints;
    const base = slot * RECORD_INTS;
    ints[base + PREV] = NO_SLOT;
    ints[base + NEXT] = NO_SLOT;
    ints[base + YES_TICKS] = tokenIndex === 0 ? priceTicks : PRICE_SCALE - priceTicks;
    ints[base + FLAGS] =
      (tokenIndex === 1 ? TOKEN_NO : 0) |
      (isSell ? SIDE_SELL : 0) |
      (isBid ? IS_BID : 0) |
      (typeCode << TYPE_SHIFT);
    return slot;
  }

  /** Frees a slot that is no longer in the book. */
  release(slot: number): void {
    this.free.push(slot);
  }

  id(slot: number): OrderId {
    return this.floats[slot * RECORD_FLOATS + ID]!;
  }

  owner(slot: number): OwnerId {
    return this.floats[slot * RECORD_FLOATS + OWNER]!;
  }

  remaining(slot: number): number {
    return this.floats[slot * RECORD_FLOATS + REMAINING]!;
  }

  setRemaining(slot: number, micros: number): void {
    this.floats[slot * RECORD_FLOATS + REMAINING] = micros;
  }

  expiresAt(slot: number): number {
    return this.floats[slot * RECORD_FLOATS + EXPIRES_AT]!;
  }

  sequence(slot: number): number {
    return this.floats[slot * RECORD_FLOATS + SEQUENCE]!;
  }

  prev(slot: number): number {
    return this.ints[slot * RECORD_INTS + PREV]!;
  }

  setPrev(slot: number, other: number): void {
    this.ints[slot * RECORD_INTS + PREV] = other;
  }

  next(slot: number): number {
    return this.ints[slot * RECORD_INTS + NEXT]!;
  }

  setNext(slot: number, other: number): void {
    this.ints[slot * RECORD_INTS + NEXT] = other;
  }

  yesTicks(slot: number): number {
    return this.ints[slot * RECORD_INTS + YES_TICKS]!;
  }

  /** The price in the order's own token terms. */
  priceTicks(slot: number): number {
    const base = slot * RECORD_INTS;
    const yes = this.ints[base + YES_TICKS]!;
    return this.ints[base + FLAGS]! & TOKEN_NO ? PRICE_SCALE - yes : yes;
  }

  tokenIndex(slot: number): TokenIndex {
    return this.ints[slot * RECORD_INTS + FLAGS]! & TOKEN_NO ? 1 : 0;
  }

  isSell(slot: number): boolean {
    return (this.ints[slot * RECORD_INTS + FLAGS]! & SIDE_SELL) !== 0;
  }

  isBid(slot: number): boolean {
    return (this.ints[slot * RECORD_INTS + FLAGS]! & IS_BID) !== 0;
  }

  /** Whether the order rests in the book. */
  isLive(slot: number): boolean {
    return (this.ints[slot * RECORD_INTS + FLAGS]! & LIVE) !== 0;
  }

  setLive(slot: number, live: boolean): void {
    const at = slot * RECORD_INTS + FLAGS;
    this.ints[at] = live ? this.ints[at]! | LIVE : this.ints[at]! & ~LIVE;
  }

  /** The slots of the orders resting in the book, in time priority. */
  liveSlots(): number[] {
    const slots: number[] = [];
    for (let slot = 0; slot < this.used; slot += 1) {
      if (this.isLive(slot)) slots.push(slot);
    }
    return slots.sort((a, b) => this.sequence(a) - this.sequence(b));
  }

  snapshot(slot: number): RestingOrder {
    const floats = this.floats;
    const at = slot * RECORD_FLOATS;
    const flags = this.ints[slot * RECORD_INTS + FLAGS]!;
    const yes = this.ints[slot * RECORD_INTS + YES_TICKS]!;
    const expiresAt = floats[at + EXPIRES_AT]!;
    return {
      id: small(floats[at + ID]!),
      owner: small(floats[at + OWNER]!),
      tokenIndex: flags & TOKEN_NO ? 1 : 0,
      side: flags & SIDE_SELL ? 'SELL' : 'BUY',
      priceTicks: flags & TOKEN_NO ? PRICE_SCALE - yes : yes,
      type: TYPES[(flags >> TYPE_SHIFT) & 3]!,
      originalMicros: small(floats[at + ORIGINAL]!),
      remainingMicros: small(floats[at + REMAINING]!),
      expiresAtMs: expiresAt < 0 ? null : expiresAt,
      sequence: small(floats[at + SEQUENCE]!),
    };
  }

  private grow(): void {
    const floats = new Float64Array(this.capacity * 2 * RECORD_FLOATS);
    floats.set(this.floats);
    this.floats = floats;
    this.ints = new Int32Array(floats.buffer);
    this.capacity *= 2;
  }
}
