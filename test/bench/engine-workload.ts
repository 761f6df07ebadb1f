// The engine benchmark's workload: a seeded stream of 70% passive adds near the mid, 20%
// cancels and 10% marketable FAK/FOK orders, written into flat batches of operations.

export const SHARE = 1_000_000;
/** The market tick: 0.001. */
export const TICK = 10;
const MID = 5_000;
/** Account ids of the 50 owners. */
const OWNERS = Array.from({ length: 50 }, (_, index) => index + 1);

/** Operation codes; the three order types are indices into the bench's list of types. */
const GTC = 0;
const FAK = 1;
const FOK = 2;
const CANCEL = 3;

/**
 * Operations as parallel typed arrays (code, id, owner, token, side, price, size), so that
 * the stream holds no objects: a cancel is its code and the cancelled order's id. Sides are
 * 0 = BUY, 1 = SELL. Every value fits an int32 (ids stay in the millions, sizes under 2,000
 * shares).
 */
export class OperationBatch {
  length = 0;
  readonly types: Uint8Array;
  readonly ids: Int32Array;
  readonly owners: Int32Array;
  readonly tokens: Uint8Array;
  readonly sides: Uint8Array;
  readonly prices: Int32Array;
  readonly sizes: Int32Array;

  constructor(readonly capacity: number) {
    this.types = new Uint8Array(capacity);
    this.ids = new Int32Array(capacity);
    this.owners = new Int32Array(capacity);
    this.tokens = new Uint8Array(capacity);
    this.sides = new Uint8Array(capacity);
    this.prices = new Int32Array(capacity);
    this.sizes = new Int32Array(capacity);
  }

  isCancel(index: number): boolean {
    return this.types[index] === CANCEL;
  }

  /** Copies as much of `other` as still fits. */
  append(other: OperationBatch): void {
    const count = Math.min(other.length, this.capacity - this.length);
    for (const field of ['types', 'ids', 'owners', 'tokens', 'sides', 'prices', 'sizes'] as const) {
      this[field].set(other[field].subarray(0, count), this.length);
    }
    this.length += count;
  }
}

/** mulberry32: a small seeded generator, so that every run replays the same stream. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The seeded operation stream, generated batch by batch. Passive orders rest 1..50 market
 * ticks from a fixed mid; marketable ones sweep several resting orders each, more when the
 * book is above its target depth and fewer below, so that it stays near that depth. Cancels
 * pick a random order placed earlier that is still open in a book that receives the whole
 * stream.
 */
export class OperationStream {
  private readonly random: () => number;
  /** Numbers of the open passive orders, and where each one sits in that list (-1: none). */
  private readonly placed: number[] = [];
  private readonly positions: Int32Array;
  private count = 0;

  constructor(
    seed: number,
    private readonly depth: number,
    length: number,
  ) {
    this.random = random(seed);
    this.positions = new Int32Array(length).fill(-1);
  }

  /** Overwrites `batch` with the next `size` operations. */
  next(batch: OperationBatch, size: number, onlyAdds = false): void {
    for (let index = 0; index < size; index += 1) {
      const roll = onlyAdds ? 0 : this.random();
      if (roll < 0.7) this.order(batch, index, false);
      else if (roll < 0.9 && this.placed.length > 0) {
        batch.types[index] = CANCEL;
        batch.ids[index] = this.takePlaced();
      } else this.order(batch, index, true);
    }
    batch.length = size;
  }

  /** Tells the stream which orders left the book, so that cancels aim at open ones. */
  filled(orderIds: readonly number[]): void {
    for (const id of orderIds) this.forget(id - 1);
  }

  private pick(length: number): number {
    return Math.floor(this.random() * length);
  }

  private order(batch: OperationBatch, index: number, marketable: boolean): void {
    const tokenIndex = this.random() < 0.5 ? 0 : 1;
    const isSell = this.random() >= 0.5;
    const isBid = !isSell === (tokenIndex === 0);
    const offset = marketable ? -60 * TICK : (1 + this.pick(50)) * TICK;
    const yesTicks = isBid ? MID - offset : MID + offset;
    const number = this.count++;
    if (!marketable) {
      this.positions[number] = this.placed.length;
      this.placed.push(number);
    }
    // Ids are the order numbers plus one, as row ids start at 1.
    batch.ids[index] = number + 1;
    batch.owners[index] = OWNERS[this.pick(OWNERS.length)]!;
    batch.tokens[index] = tokenIndex;
    batch.sides[index] = isSell ? 1 : 0;
    batch.prices[index] = tokenIndex === 0 ? yesTicks : 10_000 - yesTicks;
    batch.sizes[index] = (marketable ? this.sweepShares() : 1 + this.pick(100)) * SHARE;
    batch.types[index] = marketable ? (this.random() < 0.8 ? FAK : FOK) : GTC;
  }

  /** About five resting orders' worth at the target depth. */
  private sweepShares(): number {
    const pressure = Math.min(4, Math.max(0.25, this.placed.length / this.depth));
    return Math.max(1, Math.round((50 + this.pick(330)) * pressure));
  }

  /** The id of a random open order. */
  private takePlaced(): number {
    const number = this.placed[this.pick(this.placed.length)]!;
    this.forget(number);
    return number + 1;
  }

  private forget(number: number): void {
    const index = this.positions[number]!;
    if (index < 0) return;
    const last = this.placed.pop()!;
    if (last !== number) {
      this.placed[index] = last;
      this.positions[last] = index;
    }
    this.positions[number] = -1;
  }
}
