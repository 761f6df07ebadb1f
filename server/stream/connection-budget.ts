/** Why an upgrade is refused: 429 for the client's own excess, 503 when the service is full. */
export interface Refusal {
  status: 429 | 503;
  message: string;
}

/**
 * Open connections of one channel, in all and per client address: each channel has its own
 * budget, so holding every connection of one never locks clients out of the other.
 */
export class ConnectionBudget {
  private total = 0;
  private readonly perAddress = new Map<string, number>();

  constructor(
    private readonly channel: string,
    private readonly max: number,
    private readonly maxPerClient: number,
  ) {}

  /** Takes a place for a connection from `address`; the refusal when there is none. */
  take(address: string): Refusal | null {
    const mine = this.perAddress.get(address) ?? 0;
    if (mine >= this.maxPerClient) {
      const message = `too many ${this.channel} connections from this address (at most ${this.maxPerClient})`;
      return { status: 429, message };
    }
    if (this.total >= this.max) {
      return {
        status: 503,
        message: `too many ${this.channel} connections (at most ${this.max}); retry later`,
      };
    }
    this.total += 1;
    this.perAddress.set(address, mine + 1);
    return null;
  }

  release(address: string): void {
    this.total -= 1;
    const left = (this.perAddress.get(address) ?? 1) - 1;
    if (left === 0) this.perAddress.delete(address);
    else this.perAddress.set(address, left);
  }
}
