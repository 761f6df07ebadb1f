import type { WeightSink } from './hits.js';
import type { Postings } from './postings.js';

type NumberArray = Float64Array | Uint8Array | Int32Array | Uint16Array | Uint32Array;

const grown = <T extends NumberArray>(array: T, larger: T): T => {
  larger.set(array);
  return larger;
};

export const CLOSED = 1;
export const ACTIVE = 2;
/** A document deleted since the index was built: it matches nothing. */
export const DEAD = 4;

/** Where collect hands postings, weighed by field bits. */
export interface Collector {
  weights: Uint8Array;
  sink: WeightSink;
}

/** What ranking reads of a document besides its words. */
export interface DocState {
  flags: number;
  volume: number;
  /** The slot of the event of a market in the events' set; -1 for events. */
  parent: number;
}

/**
 * The documents of one kind (events or markets) by slot: their ids, state, and words. Words
 * are in the postings built with the index, except for documents changed since, whose words
 * are kept apart (`changed`) and scanned one by one: a change costs no rebuild.
 */
export class DocSet {
  readonly slotOf = new Map<number, number>();
  size = 0;
  ids = new Float64Array(1024);
  flags = new Uint8Array(1024);
  volumes = new Float64Array(1024);
  parents = new Int32Array(1024);
  private postings: Postings | null = null;
  /** Slots whose postings are out of date (changed or deleted since they were built). */
  private outdated = new Uint8Array(0);
  readonly changed = new Map<number, readonly (readonly [string, number])[]>();

  slot(id: number): number {
    const known = this.slotOf.get(id);
    if (known !== undefined) return known;
    if (this.size === this.ids.length) this.grow();
    const slot = this.size++;
    this.slotOf.set(id, slot);
    this.ids[slot] = id;
    this.flags[slot] = DEAD;
    this.parents[slot] = -1;
    return slot;
  }

  setState(slot: number, state: DocState): void {
    this.flags[slot] = state.flags;
    this.volumes[slot] = state.volume;
    this.parents[slot] = state.parent;
  }

  /** Sets the postings built for slots 0 to size - 1. */
  setPostings(postings: Postings): void {
    this.postings = postings;
    this.outdated = new Uint8Array(this.size);
  }

  /** New words for a slot (null: deleted), kept apart from the postings until a rebuild. */
  setWords(slot: number, words: ReadonlyMap<string, number> | null): void {
    if (slot < this.outdated.length) this.outdated[slot] = 1;
    if (words === null) {
      this.changed.delete(slot);
      this.flags[slot] = DEAD;
    } else {
      this.changed.set(slot, [...words]);
    }
  }

  /** How many postings a scan of `prefix` reads: the cost of a query word. */
  cost(prefix: string): number {
    return (this.postings?.count(prefix) ?? 0) + this.changed.size;
  }

  /**
   * Hands each sink the postings of the words that start with `prefix`: each document's slot
   * (once per word it holds) with the highest weight of the fields the word is in (the sink's
   * weights by field bits), doubled for the whole word. Deleted documents and postings of no
   * weight are left out. One pass serves both collectors.
   */
  collect(prefix: string, first: Collector, second: Collector | null = null): void {
    const { flags } = this;
    const { weights, sink } = first;
    const weights2 = second?.weights;
    const sink2 = second?.sink;
    const postings = this.postings;
    if (postings) {
      const { words, offsets, slots, fields } = postings;
      const outdated = this.outdated;
      const [start, end] = postings.range(prefix);
      for (let word = start; word < end; word++) {
        const factor = words[word]!.length === prefix.length ? 2 : 1;
        const last = offsets[word + 1]!;
        for (let at = offsets[word]!; at < last; at++) {
          const slot = slots[at]!;
          if (outdated[slot] !== 0 || (flags[slot]! & DEAD) !== 0) continue;
          const weight = weights[fields[at]!]!;
          if (weight !== 0) sink.take(slot, weight * factor);
          if (sink2) {
            const weight2 = weights2![fields[at]!]!;
            if (weight2 !== 0) sink2.take(slot, weight2 * factor);
          }
        }
      }
    }
    for (const [slot, words] of this.changed) {
      if ((flags[slot]! & DEAD) !== 0) continue;
      for (const [word, fieldBits] of words) {
        if (!word.startsWith(prefix)) continue;
        const factor = word.length === prefix.length ? 2 : 1;
        for (const collector of second ? [first, second] : [first]) {
          const weight = collector.weights[fieldBits]!;
          if (weight !== 0) collector.sink.take(slot, weight * factor);
        }
      }
    }
  }

  private grow(): void {
    const size = this.ids.length * 2;
    this.ids = grown(this.ids, new Float64Array(size));
    this.flags = grown(this.flags, new Uint8Array(size));
    this.volumes = grown(this.volumes, new Float64Array(size));
    this.parents = grown(this.parents, new Int32Array(size));
  }
}
