import { foldWords } from './fold.js';

/** The words of a document's fields, each with the bit of every field (by index) it is in. */
export function documentWords(fields: readonly (string | null)[]): Map<string, number> {
  const words = new Map<string, number>();
  fields.forEach((text, field) => {
    if (!text) return;
    for (const word of foldWords(text)) words.set(word, (words.get(word) ?? 0) | (1 << field));
  });
  return words;
}

/**
 * For each word of a set of documents, the documents (by slot, ascending) holding it and the
 * fields it is in. Words are sorted, so the words starting with a prefix are one range.
 */
export class Postings {
  constructor(
    readonly words: readonly string[],
    /** Postings of `words[i]` are `offsets[i]` to `offsets[i + 1]`. */
    readonly offsets: Uint32Array,
    readonly slots: Uint32Array,
    readonly fields: Uint8Array,
  ) {}

  /** The range [start, end) of the words that start with `prefix`. */
  range(prefix: string): [number, number] {
    const { words } = this;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const start = low;
    high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle]!.startsWith(prefix)) low = middle + 1;
      else high = middle;
    }
    return [start, low];
  }

  /** How many postings the words starting with `prefix` hold: the cost of scanning them. */
  count(prefix: string): number {
    const [start, end] = this.range(prefix);
    return this.offsets[end]! - this.offsets[start]!;
  }
}

/** Collects the postings of documents added in ascending slot order. */
export class PostingsBuilder {
  private readonly wordIds = new Map<string, number>();
  private readonly words: string[] = [];
  /** Per word id: 1 + the last slot that holds it, and where that posting is. */
  private lastSlot = new Int32Array(1024);
  private lastPosting = new Int32Array(1024);
  private wordOf = new Uint32Array(1 << 16);
  private slotOf = new Uint32Array(1 << 16);
  private fieldsOf = new Uint8Array(1 << 16);
  private count = 0;

  /** Adds a document's fields (by index, as documentWords reads them) at `slot`. */
  addDocument(slot: number, fields: readonly (string | null)[]): void {
    for (let field = 0; field < fields.length; field++) {
      const text = fields[field];
      if (!text) continue;
      for (const word of foldWords(text)) this.addWord(slot, word, 1 << field);
    }
  }

  private addWord(slot: number, word: string, fields: number): void {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.wordIds.set(word, id);
      this.words.push(word);
      if (id === this.lastSlot.length) this.growWords();
    }
    if (this.lastSlot[id] === slot + 1) {
      const posting = this.lastPosting[id]!;
      this.fieldsOf[posting] = this.fieldsOf[posting]! | fields;
      return;
    }
    if (this.count === this.wordOf.length) this.grow();
    this.lastSlot[id] = slot + 1;
    this.lastPosting[id] = this.count;
    this.wordOf[this.count] = id;
    this.slotOf[this.count] = slot;
    this.fieldsOf[this.count] = fields;
    this.count++;
  }

  finish(): Postings {
    const order = this.words
      .map((_, id) => id)
      .sort((a, b) => (this.words[a]! < this.words[b]! ? -1 : 1));
    const rank = new Uint32Array(order.length);
    order.forEach((id, position) => (rank[id] = position));
    const offsets = new Uint32Array(order.length + 1);
    for (let i = 0; i < this.count; i++) offsets[rank[this.wordOf[i]!]! + 1]!++;
    for (let i = 0; i < order.length; i++) offsets[i + 1]! += offsets[i]!;
    const next = offsets.slice(0, order.length);
    const slots = new Uint32Array(this.count);
    const fields = new Uint8Array(this.count);
    for (let i = 0; i < this.count; i++) {
      const at = next[rank[this.wordOf[i]!]!]!++;
      slots[at] = this.slotOf[i]!;
      fields[at] = this.fieldsOf[i]!;
    }
    return new Postings(
      order.map((id) => this.words[id]!),
      offsets,
      slots,
      fields,
    );
  }

  private growWords(): void {
    const lastSlot = new Int32Array(this.lastSlot.length * 2);
    lastSlot.set(this.lastSlot);
    const lastPosting = new Int32Array(this.lastPosting.length * 2);
    lastPosting.set(this.lastPosting);
    this.lastSlot = lastSlot;
    this.lastPosting = lastPosting;
  }

  private grow(): void {
    const size = this.wordOf.length * 2;
    const wordOf = new Uint32Array(size);
    wordOf.set(this.wordOf);
    const slotOf = new Uint32Array(size);
    slotOf.set(this.slotOf);
    const fieldsOf = new Uint8Array(size);
    fieldsOf.set(this.fieldsOf);
    this.wordOf = wordOf;
    this.slotOf = slotOf;
    this.fieldsOf = fieldsOf;
  }
}
