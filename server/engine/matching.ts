import { type BookSide, NO_PRICE } from './book-side.js';
import type { IdIndex } from './id-index.js';
import { NO_SLOT, type OrderStore, small } from './order-store.js';
import type { FeeParams, Fill, OrderSide, RestingOrder } from './types.js';
import { PRICE_SCALE, collateralMicros, feeMicros } from '../shared/index.js';

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
 * price, until the taker is filled or no acceptable level is left; the taker's remaining
 * size is updated in the store.
 * Self-trade prevention compares owners: a maker with the taker's owner that the taker
 * meets is cancelled (the resting order goes, the incoming one stays) and matching goes on.
 * Own orders beyond the taker's limit, or behind the point where it is filled, stay.
 * Makers that leave the book are deleted from `orders` and their slots released.
 *
 * Fills: same token, shares change hands ('transfer'); different tokens, two buyers (a YES
 * bid meets a NO bid, an ask in YES terms) mint a pair from their collateral, two sellers
 * merge one back. This is the hot loop of the engine: everything about the taker is read
 * once, and each fill is built in one expression, which lets V8 allocate its three
 * objects together.
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
  const takerId = small(store.id(taker));
  const takerOwner = small(owner);
  const takerToken = store.tokenIndex(taker);
  const takerSide: OrderSide = store.isSell(taker) ? 'SELL' : 'BUY';
  const mixedKind = takerSide === 'SELL' ? 'merge' : 'mint';
  const limit = store.yesTicks(taker);
  const isBid = store.isBid(taker);
  const charged = fee.rateMicros !== 0;
  const makerPays = !fee.takerOnly;
  let left = store.remaining(taker);
  while (left > 0) {
    const ticks = opposite.best;
    if (ticks === NO_PRICE || (isBid ? ticks > limit : ticks < limit)) break;
    let maker = opposite.head(ticks);
    while (maker !== NO_SLOT && left > 0) {
      const next = store.next(maker);
      if (store.owner(maker) === owner) {
        (outcome.selfTradeCancelled ??= []).push(store.snapshot(maker));
        opposite.remove(maker);
      } else {
        const makerLeft = store.remaining(maker);
        const size = makerLeft < left ? makerLeft : left;
        opposite.reduce(maker, size);
        left -= size;
        const makerToken = store.tokenIndex(maker);
        const makerPrice = makerToken === 0 ? ticks : PRICE_SCALE - ticks;
        const transfer = makerToken === takerToken;
        const takerPrice = transfer ? makerPrice : PRICE_SCALE - makerPrice;
        const takerFee = charged ? feeMicros(fee, makerPrice, size) : 0;
        (outcome.fills ??= []).push({
          kind: transfer ? 'transfer' : mixedKind,
          sizeMicros: small(size),
          yesPriceTicks: ticks,
          maker: {
            orderId: small(store.id(maker)),
            owner: small(store.owner(maker)),
            tokenIndex: makerToken,
            side: store.isSell(maker) ? 'SELL' : 'BUY',
            priceTicks: makerPrice,
            collateralMicros: small(collateralMicros(makerPrice, size)),
            feeMicros: makerPays ? takerFee : 0,
          },
          taker: {
            orderId: takerId,
            owner: takerOwner,
            tokenIndex: takerToken,
            side: takerSide,
            priceTicks: takerPrice,
            collateralMicros: small(collateralMicros(takerPrice, size)),
            feeMicros: takerFee,
          },
          makerRemainingMicros: small(makerLeft - size),
        });
        if (makerLeft === size) opposite.remove(maker);
      }
      if (!store.isLive(maker)) {
        orders.take(store.id(maker));
        store.release(maker);
      }
      maker = next;
    }
  }
  store.setRemaining(taker, left);
  return outcome;
}
