import type { MarketStreamMessage } from '../../../server/contract/index.js';
import { parseMicros } from './micros.js';

export type BookSide = 'bid' | 'ask';

/**
 * One token's live book, mutated in place (it changes dozens of times a second): price to
 * size, both in micros. `apply` reports which levels a message touched, for the flash.
 */
export class OrderBook {
  readonly bids = new Map<number, number>();
  readonly asks = new Map<number, number>();
  /** False until the first snapshot. */
  ready = false;
  hash = '';
  /** The newest applied message's timestamp (Unix ms), to tell an older book read. */
  lastTimestamp = 0;

  constructor(readonly assetId: string) {}

  /** Applies a market-channel message; returns the touched levels as `side:price` keys. */
  apply(message: MarketStreamMessage, touched: Set<string> = new Set()): Set<string> {
    if (message.event_type === 'book') {
      if (message.asset_id !== this.assetId) return touched;
      this.noteTimestamp(message.timestamp);
      this.replaceSide(this.bids, message.bids, 'bid', touched);
      this.replaceSide(this.asks, message.asks, 'ask', touched);
      this.ready = true;
      this.hash = message.hash;
      return touched;
    }
    if (message.event_type !== 'price_change') return touched;
    for (const change of message.price_changes) {
      if (change.asset_id !== this.assetId) continue;
      this.noteTimestamp(message.timestamp);
      const price = parseMicros(change.price);
      const size = parseMicros(change.size);
      if (price === null || size === null) continue;
      const side: BookSide = change.side === 'BUY' ? 'bid' : 'ask';
      const levels = side === 'bid' ? this.bids : this.asks;
      if (size === 0) levels.delete(price);
      else levels.set(price, size);
      this.hash = change.hash;
      touched.add(`${side}:${price}`);
    }
    return touched;
  }

  private noteTimestamp(timestamp: string) {
    const at = Number(timestamp);
    if (Number.isFinite(at) && at > this.lastTimestamp) this.lastTimestamp = at;
  }

  bestBid(): number | null {
    let best: number | null = null;
    for (const price of this.bids.keys()) if (best === null || price > best) best = price;
    return best;
  }

  bestAsk(): number | null {
    let best: number | null = null;
    for (const price of this.asks.keys()) if (best === null || price < best) best = price;
    return best;
  }

  private replaceSide(
    levels: Map<number, number>,
    incoming: readonly { price: string; size: string }[],
    side: BookSide,
    touched: Set<string>,
  ) {
    const previous = new Map(levels);
    levels.clear();
    for (const level of incoming) {
      const price = parseMicros(level.price);
      const size = parseMicros(level.size);
      if (price === null || size === null || size === 0) continue;
      levels.set(price, size);
      if (this.ready && previous.get(price) !== size) touched.add(`${side}:${price}`);
    }
  }
}
