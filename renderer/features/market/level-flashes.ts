/**
 * The ladder levels (`side:price`) that changed recently and so show highlighted. A highlight
 * is a plain style, not an animation: a running animation keeps the browser producing frames
 * at a steady beat, and every book update would then wait for that beat instead of being
 * painted in the frame it asks for.
 */
export class LevelFlashes {
  private readonly changedAt = new Map<string, number>();

  constructor(private readonly durationMs: number) {}

  /** Highlights `keys` from `now` (a level changed again stays highlighted longer). */
  touch(keys: Iterable<string>, now: number): void {
    for (const key of keys) {
      this.changedAt.delete(key);
      this.changedAt.set(key, now);
    }
  }

  /** Drops the highlights older than the duration; answers whether any was dropped. */
  expire(now: number): boolean {
    let dropped = false;
    // Insertion order is change order, so the oldest come first.
    for (const [key, at] of this.changedAt) {
      if (now - at < this.durationMs) break;
      this.changedAt.delete(key);
      dropped = true;
    }
    return dropped;
  }

  has(key: string): boolean {
    return this.changedAt.has(key);
  }

  /** When the newest highlight ends (then none is left), or null when there is none. */
  allEndAt(): number | null {
    let last: number | null = null;
    for (const at of this.changedAt.values()) last = at;
    return last === null ? null : last + this.durationMs;
  }

  /** A copy to render from. */
  snapshot(): ReadonlySet<string> {
    return new Set(this.changedAt.keys());
  }
}
