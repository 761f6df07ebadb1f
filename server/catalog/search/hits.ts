/** Receives the postings a query word matched: a slot and its weight, a slot maybe twice. */
export interface WeightSink {
  take(slot: number, weight: number): void;
}

/** A list of slots kept between queries, so a query allocates nothing per match. */
export class SlotList {
  items = new Int32Array(1024);
  length = 0;

  clear(): void {
    this.length = 0;
  }

  push(slot: number): void {
    if (this.length === this.items.length) {
      const items = new Int32Array(this.length * 2);
      items.set(this.items);
      this.items = items;
    }
    this.items[this.length++] = slot;
  }

  /** Replaces the slots with those of `other`. */
  copy(other: SlotList): void {
    if (other.length > this.items.length) this.items = new Int32Array(other.items.length);
    this.items.set(other.items.subarray(0, other.length));
    this.length = other.length;
  }

  /** A copy of the slots that pass `keep`. */
  filter(keep: (slot: number) => boolean): number[] {
    const kept: number[] = [];
    for (let at = 0; at < this.length; at++) {
      const slot = this.items[at]!;
      if (keep(slot)) kept.push(slot);
    }
    return kept;
  }
}

const grownTo = <T extends Uint8Array | Uint16Array | Uint32Array>(array: T, larger: T): T => {
  larger.set(array);
  return larger;
};

/** Values per slot, valid in the round they were set in: a new round unsets every slot. */
abstract class Stamped {
  protected stamps = new Uint32Array(0);
  protected stamp = 0;
  /** The slots set in this round, each once. */
  readonly slots = new SlotList();

  /** Starts a round over a set of `size` slots. */
  next(size: number): void {
    if (size > this.stamps.length) this.resize(Math.max(size, this.stamps.length * 2, 1024));
    if (this.stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 0;
    }
    this.stamp++;
    this.slots.clear();
  }

  protected resize(capacity: number): void {
    this.stamps = grownTo(this.stamps, new Uint32Array(capacity));
  }
}

/** The slots marked in one round. */
export class SlotMarks extends Stamped {
  /** Marks the slot; false if it was marked already. */
  mark(slot: number): boolean {
    if (this.stamps[slot] === this.stamp) return false;
    this.stamps[slot] = this.stamp;
    return true;
  }
}

/** The best weight of each slot in one round (0: none). */
export class BestWeights extends Stamped implements WeightSink {
  private values = new Uint16Array(0);

  take(slot: number, weight: number): void {
    if (this.stamps[slot] !== this.stamp) {
      this.stamps[slot] = this.stamp;
      this.values[slot] = weight;
      this.slots.push(slot);
    } else if (weight > this.values[slot]!) {
      this.values[slot] = weight;
    }
  }

  get(slot: number): number {
    return this.stamps[slot] === this.stamp ? this.values[slot]! : 0;
  }

  protected override resize(capacity: number): void {
    super.resize(capacity);
    this.values = grownTo(this.values, new Uint16Array(capacity));
  }
}

/**
 * The words of one query each slot matched, and its score: for each word in turn (`word` = 0,
 * 1, ...) the best weight among its postings, summed over the words. A slot that missed a word
 * is out for the rest of the query; `slots` lists those the first word matched.
 */
export class WordSums extends Stamped implements WeightSink {
  /** The query word the postings taken now are of. */
  word = 0;
  private counts = new Uint8Array(0);
  private totals = new Uint16Array(0);
  private lasts = new Uint16Array(0);

  take(slot: number, weight: number): void {
    const word = this.word;
    if (this.stamps[slot] !== this.stamp) {
      if (word !== 0) return;
      this.stamps[slot] = this.stamp;
      this.counts[slot] = 1;
      this.totals[slot] = weight;
      this.lasts[slot] = weight;
      this.slots.push(slot);
      return;
    }
    const count = this.counts[slot]!;
    if (count === word) {
      this.counts[slot] = word + 1;
      this.totals[slot] = this.totals[slot]! + weight;
      this.lasts[slot] = weight;
    } else if (count === word + 1 && weight > this.lasts[slot]!) {
      this.totals[slot] = this.totals[slot]! + weight - this.lasts[slot]!;
      this.lasts[slot] = weight;
    }
  }

  /** The slot's score if it matched `words` words in this round, else 0. */
  score(slot: number, words: number): number {
    return this.stamps[slot] === this.stamp && this.counts[slot] === words ? this.totals[slot]! : 0;
  }

  protected override resize(capacity: number): void {
    super.resize(capacity);
    this.counts = grownTo(this.counts, new Uint8Array(capacity));
    this.totals = grownTo(this.totals, new Uint16Array(capacity));
    this.lasts = grownTo(this.lasts, new Uint16Array(capacity));
  }
}
