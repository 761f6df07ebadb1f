/**
 * Requests of one client under one rule, counted in a ring of sub-window slots.
 *
 * Why slots rather than GCRA, a token bucket or the two-window weighted estimate: those let a
 * client exceed `limit` within some span of `windowMs` (a full bucket plus its refill, or a
 * burst at the end of one window followed by one at the start of the next). The ring keeps
 * every request until its whole slot has left the window, so no span of `windowMs` ever holds
 * more than `limit` requests, while memory and work stay constant per rule (slots + 1 numbers;
 * advancing clears at most that many). The price: capacity comes back up to one slot late.
 */
export class WindowCounter {
  // A plain array of small integers: cheaper to allocate per client than a typed array.
  private readonly counts: number[];
  /** Absolute index (time / slotMs) of the newest slot. */
  private head: number;
  private total = 0;

  constructor(
    private readonly slotMs: number,
    slotsPerWindow: number,
    now: number,
  ) {
    this.counts = new Array<number>(slotsPerWindow + 1).fill(0);
    this.head = Math.floor(now / slotMs);
  }

  /** Requests still inside the window at `now` (after forgetting expired slots). */
  count(now: number): number {
    this.advance(Math.floor(now / this.slotMs));
    return this.total;
  }

  add(now: number): void {
    this.advance(Math.floor(now / this.slotMs));
    const index = this.indexOf(this.head);
    this.counts[index] = (this.counts[index] ?? 0) + 1;
    this.total += 1;
  }

  /** Milliseconds from `now` until `units` counted requests have expired (0 if none needed). */
  msUntilFreed(units: number, now: number): number {
    this.advance(Math.floor(now / this.slotMs));
    const ring = this.counts.length;
    let freed = 0;
    for (let slot = this.head - ring + 1; slot <= this.head; slot += 1) {
      freed += this.counts[this.indexOf(slot)] ?? 0;
      if (freed >= units) return (slot + ring) * this.slotMs - now;
    }
    return 0;
  }

  private advance(slot: number): void {
    // A clock that steps back counts into the newest slot rather than rewriting history.
    if (slot <= this.head) return;
    const ring = this.counts.length;
    const cleared = Math.min(slot - this.head, ring);
    for (let step = 1; step <= cleared; step += 1) {
      const index = this.indexOf(this.head + step);
      this.total -= this.counts[index] ?? 0;
      this.counts[index] = 0;
    }
    this.head = slot;
  }

  private indexOf(slot: number): number {
    const ring = this.counts.length;
    return ((slot % ring) + ring) % ring;
  }
}
