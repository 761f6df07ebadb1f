import { BookSide } from './book-side.js';
import { readBest, readLevelSize, readLevels } from './book-views.js';
import { ExpiryHeap } from './expiry-heap.js';
import { NO_FEE, isValidFee } from './fees.js';
import { IdIndex, isPositiveId } from './id-index.js';
import { NONE_FILLED, NONE_RESTING, canFillCompletely, matchTaker } from './matching.js';
import { NO_SLOT, OrderStore, small } from './order-store.js';
import { type MarketTerms, checkOrderTerms } from './order-terms.js';
import { restoreOrders } from './restore.js';
import type {
  BestPrices,
  BookSideName,
  CancelResult,
  FeeParams,
  Fill,
  MarketBookConfig,
  OrderId,
  OrderRequest,
  RejectReason,
  RestingOrder,
  RestoreResult,
  StoredOrder,
  SubmitAccepted,
  SubmitResult,
  TokenIndex,
  TokenLevels,
} from './types.js';
import { isValidTickTicks } from '../shared/index.js';

/** The order book of one binary market: both outcome tokens in one YES-price book. */
export interface MarketBook {
  /**
   * Expires due GTD orders, then validates and matches the order. Never throws.
   * Self-trade prevention compares owners: the resting orders of the incoming order's owner
   * that it meets are cancelled (reported in `selfTradeCancelled`) and matching goes on.
   */
  submit(order: OrderRequest, now: number): SubmitResult;
  cancel(orderId: OrderId): CancelResult;
  /** Removes the GTD orders with expiresAtMs <= now and returns them, earliest first. */
  expire(now: number): readonly RestingOrder[];
  /** Re-inserts stored open orders; pass them in their original time priority. */
  restore(orders: readonly StoredOrder[]): RestoreResult;
  get(orderId: OrderId): RestingOrder | null;
  /** Every resting order in time priority. */
  restingOrders(): RestingOrder[];
  /** Aggregated levels of a token, best first; the NO token's are the YES book mirrored. */
  levels(tokenIndex: TokenIndex): TokenLevels;
  best(tokenIndex: TokenIndex): BestPrices;
  /** Total resting size of one level of a token (0 when empty). */
  levelSize(tokenIndex: TokenIndex, side: BookSideName, priceTicks: number): number;
}

/**
 * Creates an empty book. The configuration comes from the catalog, so an invalid one is a
 * programming error and throws; order-level problems never do.
 */
export function createMarketBook(config: MarketBookConfig): MarketBook {
  const fee = config.fee ?? NO_FEE;
  if (!isValidTickTicks(config.tickTicks)) throw new RangeError('invalid market tick size');
  if (!Number.isSafeInteger(config.minSizeMicros) || config.minSizeMicros < 0) {
    throw new RangeError('invalid market minimum size');
  }
  if (!isValidFee(fee)) throw new RangeError('invalid market fee parameters');
  const { tickTicks, minSizeMicros } = config;
  return new YesPriceBook({ tickTicks, minSizeMicros }, fee);
}

class YesPriceBook implements MarketBook {
  private readonly store = new OrderStore();
  private readonly bids: BookSide;
  private readonly asks: BookSide;
  /** Order id -> slot of every resting order. */
  private readonly orders = new IdIndex();
  private readonly expiry = new ExpiryHeap(this.store);
  private nextSequence = 1;

  constructor(
    private readonly terms: MarketTerms,
    private readonly fee: FeeParams,
  ) {
    this.bids = new BookSide(true, this.store, terms.tickTicks);
    this.asks = new BookSide(false, this.store, terms.tickTicks);
  }

  submit(order: OrderRequest, now: number): SubmitResult {
    const expired = this.expire(now);
    const idTaken = isPositiveId(order.id) && this.orders.get(order.id) !== NO_SLOT;
    const reason = this.rejectReason(order, idTaken, now);
    if (reason) return { status: 'rejected', reason, expired };
    const store = this.store;
    const taker = store.allocate(
      order.id,
      order.owner,
      order.tokenIndex,
      order.side,
      order.priceTicks,
      order.type,
      order.sizeMicros,
      order.sizeMicros,
      order.type === 'GTD' ? order.expiresAtMs! : null,
      this.nextSequence++,
    );
    const opposite = store.isBid(taker) ? this.asks : this.bids;
    const crosses = opposite.crossedBy(store.yesTicks(taker));
    if (crosses && order.postOnly) {
      store.release(taker);
      return { status: 'rejected', reason: 'post_only_would_cross', expired };
    }
    if (order.type === 'FOK' && !(crosses && canFillCompletely(store, opposite, taker))) {
      store.release(taker);
      return accepted('unmatched', order, 0, null, null, 0, order.sizeMicros, expired);
    }
    if (!crosses) {
      if (order.type === 'FAK') {
        store.release(taker);
        return accepted('unmatched', order, 0, null, null, 0, order.sizeMicros, expired);
      }
      this.rest(taker);
      return accepted('live', order, 0, null, null, order.sizeMicros, 0, expired);
    }
    const outcome = matchTaker(store, opposite, taker, this.orders, this.fee);
    const left = store.remaining(taker);
    const filled = order.sizeMicros - left;
    const { fills, selfTradeCancelled } = outcome;
    if (left > 0 && (order.type === 'GTC' || order.type === 'GTD')) {
      this.rest(taker);
      return accepted('live', order, filled, fills, selfTradeCancelled, left, 0, expired);
    }
    store.release(taker);
    const status = left === 0 || fills ? 'matched' : 'unmatched';
    return accepted(status, order, filled, fills, selfTradeCancelled, 0, left, expired);
  }

  cancel(orderId: OrderId): CancelResult {
    if (!isPositiveId(orderId)) return NOT_FOUND;
    const slot = this.orders.take(orderId);
    if (slot === NO_SLOT) return NOT_FOUND;
    const order = this.store.snapshot(slot);
    this.unlink(slot);
    return { ok: true, order };
  }

  expire(now: number): readonly RestingOrder[] {
    if (!this.expiry.hasWork(now)) return NONE_RESTING;
    const expired = this.expiry.popDue(now).map((slot) => {
      const order = this.store.snapshot(slot);
      this.orders.take(order.id);
      this.unlink(slot);
      return order;
    });
    return expired.length > 0 ? expired : NONE_RESTING;
  }

  restore(orders: readonly StoredOrder[]): RestoreResult {
    return restoreOrders(orders, {
      has: (id) => this.orders.get(id) !== NO_SLOT,
      crosses: (isBid, yesTicks) => (isBid ? this.asks : this.bids).crossedBy(yesTicks),
      rest: (order) =>
        this.rest(
          this.store.allocate(
            order.id,
            order.owner,
            order.tokenIndex,
            order.side,
            order.priceTicks,
            order.type,
            order.originalMicros,
            order.remainingMicros,
            order.type === 'GTD' ? order.expiresAtMs : null,
            this.nextSequence++,
          ),
        ),
    });
  }

  get(orderId: OrderId): RestingOrder | null {
    if (!isPositiveId(orderId)) return null;
    const slot = this.orders.get(orderId);
    return slot === NO_SLOT ? null : this.store.snapshot(slot);
  }

  restingOrders(): RestingOrder[] {
    return this.store.liveSlots().map((slot) => this.store.snapshot(slot));
  }

  levels(tokenIndex: TokenIndex): TokenLevels {
    return readLevels(this.bids, this.asks, tokenIndex);
  }

  best(tokenIndex: TokenIndex): BestPrices {
    return readBest(this.bids, this.asks, tokenIndex);
  }

  levelSize(tokenIndex: TokenIndex, side: BookSideName, priceTicks: number): number {
    return readLevelSize(this.bids, this.asks, tokenIndex, side, priceTicks);
  }

  private rejectReason(order: OrderRequest, idTaken: boolean, now: number): RejectReason | null {
    if (!isPositiveId(order.id)) return 'invalid_order_id';
    if (!isPositiveId(order.owner)) return 'invalid_owner';
    if (idTaken) return 'duplicate_order_id';
    const termsProblem = checkOrderTerms(order, order.type, this.terms);
    if (termsProblem) return termsProblem;
    if (order.postOnly && (order.type === 'FOK' || order.type === 'FAK')) {
      return 'post_only_not_allowed';
    }
    if (order.type === 'GTD') {
      if (!Number.isSafeInteger(order.expiresAtMs)) return 'missing_expiration';
      if (order.expiresAtMs! <= now) return 'expiration_passed';
    }
    return null;
  }

  private rest(slot: number): void {
    (this.store.isBid(slot) ? this.bids : this.asks).append(slot);
    this.orders.add(this.store.id(slot), slot);
    if (this.store.expiresAt(slot) >= 0) this.expiry.push(slot);
  }

  /** Takes an order out of its level and frees its slot; the caller updates the index. */
  private unlink(slot: number): void {
    (this.store.isBid(slot) ? this.bids : this.asks).remove(slot);
    this.store.release(slot);
  }
}

const NOT_FOUND: CancelResult = Object.freeze({ ok: false, reason: 'not_found' });

function accepted(
  status: SubmitAccepted['status'],
  order: OrderRequest,
  filledMicros: number,
  fills: readonly Fill[] | null,
  selfTradeCancelled: readonly RestingOrder[] | null,
  restingMicros: number,
  cancelledMicros: number,
  expired: readonly RestingOrder[],
): SubmitAccepted {
  return {
    status,
    orderId: order.id,
    fills: fills ?? NONE_FILLED,
    filledMicros: small(filledMicros),
    restingMicros: small(restingMicros),
    cancelledMicros: small(cancelledMicros),
    selfTradeCancelled: selfTradeCancelled ?? NONE_RESTING,
    expired,
  };
}
