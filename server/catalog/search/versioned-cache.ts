/**
 * A bounded LRU of computed values that all belong to one catalog version: a new version
 * empties it. Each value has a weight (e.g. how many ids it holds); values heavier than the
 * budget are computed but not kept, and the least recently used go first when over budget.
 */
export class VersionedCache<Value> {
  private version = '';
  private readonly entries = new Map<string, { value: Value; weight: number }>();
  private totalWeight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight: number,
    private readonly weightOf: (value: Value) => number,
  ) {}

  get(version: string, key: string, compute: () => Value): Value {
    if (version !== this.version) {
      this.entries.clear();
      this.totalWeight = 0;
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = compute();
    const weight = this.weightOf(value);
    if (weight <= this.maxWeight) {
      this.entries.set(key, { value, weight });
      this.totalWeight += weight;
      this.evict();
    }
    return value;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalWeight <= this.maxWeight) return;
      this.entries.delete(key);
      this.totalWeight -= entry.weight;
    }
  }
}
