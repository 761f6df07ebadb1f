/** One bit per price tick, set when the level holds orders: finds the next best level fast. */
export class PriceBitset {
  private readonly words: Uint32Array;

  constructor(private readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }

  set(index: number): void {
    this.words[index >>> 5]! |= 1 << (index & 31);
  }

  clear(index: number): void {
    this.words[index >>> 5]! &= ~(1 << (index & 31));
  }

  /** Lowest set index >= from, or -1. */
  nextAtOrAbove(from: number): number {
    if (from < 0) from = 0;
    if (from >= this.size) return -1;
    let word = from >>> 5;
    let bits = this.words[word]! & (-1 << (from & 31));
    while (bits === 0) {
      word += 1;
      if (word >= this.words.length) return -1;
      bits = this.words[word]!;
    }
    return (word << 5) + 31 - Math.clz32(bits & -bits);
  }

  /** Highest set index <= from, or -1. */
  prevAtOrBelow(from: number): number {
    if (from < 0) return -1;
    if (from >= this.size) from = this.size - 1;
    let word = from >>> 5;
    // (2 << 31) - 1 wraps to all ones, so bit 31 needs no special case.
    let bits = this.words[word]! & ((2 << (from & 31)) - 1);
    while (bits === 0) {
      word -= 1;
      if (word < 0) return -1;
      bits = this.words[word]!;
    }
    return (word << 5) + 31 - Math.clz32(bits);
  }
}
