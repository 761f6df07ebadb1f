import { type BookSide, NO_PRICE } from './book-side.js';
import { buildFill } from './fill.js';
import type { IdIndex } from './id-index.js';
import { NO_SLOT, type OrderStore } from './order-store.js';
import type { FeeParams, Fill, RestingOrder } from './types.js';

/**
 * Shared empty results, so that an order that meets nothing allocates no arrays. Not
 * frozen: V8 iterates a frozen array on a slow path, which costs every caller's for-of
 * over results; `readonly` keeps them unchanged.
 */
export const NONE_FILLED: readonly Fill[] = [];
export const NONE_RESTING: readonly RestingOrder[] = [];

/** Whether a taker accepts a maker level at `makerYesTicks` (both in YES-price terms). */
function accepts(store: OrderStore, taker: number, makerYesTicks: number): boolean {
  const limit = store.yesTicks(taker);
  return store.isBid(taker) ? makerYesTicks <= limit : makerYesTicks >= limit;
}

/**
 * Whether the opposite side holds the taker's whole size at prices it accepts, not counting
 * the taker owner's own orders (self-trade prevention cancels those instead). Reads only.
 */
export function canFillCompletely(store: OrderStore, opposite: BookSide, taker: number): boolean {
  const owner = store.owner(taker);
  let needed = store.remaining(taker);
  for (let ticks = opposite.best; ticks !== NO_PRICE && accepts(store, taker, ticks);) {
    for (let maker = opposite.head(ticks); maker !== NO_SLOT; maker = store.next(maker)) {
      if (store.owner(maker) === owner) continue;
      needed -= store.remaining(maker);
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
 * price, until the taker is filled or no acceptable level is left.
 * Self-trade prevention compares owners: a maker with the taker's owner that the taker
 * meets is cancelled (the resting order goes, the incoming one stays) and matching goes on.
 * Own orders beyond the taker's limit, or behind the point where it is filled, stay.
 * Makers that leave the book are deleted from `orders` and their slots released.
 */
export function matchTaker(
  store: OrderStore,
  opposite: BookSide,
  taker: number,
  orders: IdIndex,
  fee: FeeParams,
): MatchOutcome {
  const outcome: MatchOutcome = { fills: null, selfTradeCancelled: null };
  const owner = store.owner(taker);
  let left = store.remaining(taker);
  while (left > 0) {
    const ticks = opposite.best;
    if (ticks === NO_PRICE || !accepts(store, taker, ticks)) break;
    let maker = opposite.head(ticks);
    while (maker !== NO_SLOT && left > 0) {
      const next = store.next(maker);
      if (store.owner(maker) === owner) {
        (outcome.selfTradeCancelled ??= []).push(store.snapshot(maker));
        opposite.remove(maker);
      } else {
        const size = Math.min(store.remaining(maker), left);
        opposite.reduce(maker, size);
        left -= size;
        store.setRemaining(taker, left);
        (outcome.fills ??= []).push(buildFill(store, maker, taker, size, fee));
        if (store.remaining(maker) === 0) opposite.remove(maker);
      }
      if (!store.isLive(maker)) {
        orders.delete(store.id(maker));
        store.release(maker);
      }
      maker = next;
    }
  }
  return outcome;
}
