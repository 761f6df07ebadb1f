import { type BookSide, NO_PRICE } from './book-side.js';
import { buildFill } from './fill.js';
import { NO_SLOT, type OrderStore } from './order-store.js';
import type { FeeParams, Fill, RestingOrder } from './types.js';

/** Shared empty results, so that an order that meets nothing allocates no arrays. */
export const NONE_FILLED: readonly Fill[] = Object.freeze([]);
export const NONE_RESTING: readonly RestingOrder[] = Object.freeze([]);

/** Whether a taker accepts a maker level at `makerYesTicks` (both in YES-price terms). */
function accepts(store: OrderStore, taker: number, makerYesTicks: number): boolean {
  const limit = store.yesTicks[taker]!;
  return store.isBid[taker] === 1 ? makerYesTicks <= limit : makerYesTicks >= limit;
}

/**
 * Whether the opposite side holds the taker's whole size at prices it accepts, not counting
 * the taker owner's own orders (self-trade prevention cancels those instead). Reads only.
 */
export function canFillCompletely(store: OrderStore, opposite: BookSide, taker: number): boolean {
  const owner = store.owners[taker];
  let needed = store.remaining[taker]!;
  for (let ticks = opposite.best; ticks !== NO_PRICE && accepts(store, taker, ticks);) {
    for (let maker = opposite.head(ticks); maker !== NO_SLOT; maker = store.next[maker]!) {
      if (store.owners[maker] === owner) continue;
      needed -= store.remaining[maker]!;
      if (needed <= 0) return true;
    }
    ticks = opposite.nextLevel(ticks);
  }
  return false;
}

export interface MatchOutcome {
  fills: Fill[] | null;
  selfTradeCancelled: RestingOrder[] | null;
}

/**
 * Matches the taker against the opposite side in price-time priority, at each maker's
 * price, until the taker is filled or no acceptable level is left. A maker of the same
 * owner is cancelled (self-trade prevention: cancel the resting order) and matching goes on.
 * Makers that leave the book are deleted from `orders` and their slots released.
 */
export function matchTaker(
  store: OrderStore,
  opposite: BookSide,
  taker: number,
  orders: Map<string, number>,
  fee: FeeParams,
): MatchOutcome {
  const outcome: MatchOutcome = { fills: null, selfTradeCancelled: null };
  const owner = store.owners[taker];
  // Matching allocates no slots, so the store's columns are not reallocated meanwhile.
  const remaining = store.remaining;
  while (remaining[taker]! > 0) {
    const ticks = opposite.best;
    if (ticks === NO_PRICE || !accepts(store, taker, ticks)) break;
    let maker = opposite.head(ticks);
    while (maker !== NO_SLOT && remaining[taker]! > 0) {
      const next = store.next[maker]!;
      if (store.owners[maker] === owner) {
        (outcome.selfTradeCancelled ??= []).push(store.snapshot(maker));
        opposite.remove(maker);
      } else {
        const size = Math.min(remaining[maker]!, remaining[taker]!);
        opposite.reduce(maker, size);
        remaining[taker]! -= size;
        (outcome.fills ??= []).push(buildFill(store, maker, taker, size, fee));
        if (remaining[maker] === 0) opposite.remove(maker);
      }
      if (store.live[maker] === 0) {
        orders.delete(store.ids[maker]!);
        store.release(maker);
      }
      maker = next;
    }
  }
  return outcome;
}
