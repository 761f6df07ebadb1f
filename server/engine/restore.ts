import { isPositiveId } from './id-index.js';
import type { OrderId, RestoreRejectReason, RestoreResult, StoredOrder } from './types.js';
import { MAX_ORDER_SIZE_MICROS, PRICE_SCALE, SIZE_LOT_MICROS } from '../shared/index.js';

/** What restoring needs from the book. */
export interface RestoreTarget {
  has(orderId: OrderId): boolean;
  /** Whether an order at this YES price on this side would trade with the book. */
  crosses(isBid: boolean, yesTicks: number): boolean;
  /** Rests the order at the back of its level. */
  rest(order: StoredOrder): void;
}

function isLotSize(micros: number): boolean {
  return (
    Number.isSafeInteger(micros) &&
    micros > 0 &&
    micros <= MAX_ORDER_SIZE_MICROS &&
    micros % SIZE_LOT_MICROS === 0
  );
}

/**
 * The price is checked against the bounds only, not the current tick: an order placed
 * before a tick size change keeps its price.
 */
function storedOrderProblem(order: StoredOrder): RestoreRejectReason | null {
  if (!isPositiveId(order.id)) return 'invalid_order_id';
  if (!isPositiveId(order.owner)) return 'invalid_owner';
  if (order.type !== 'GTC' && order.type !== 'GTD') return 'not_resting_type';
  if (order.type === 'GTD' && !Number.isSafeInteger(order.expiresAtMs)) {
    return 'missing_expiration';
  }
  const price = order.priceTicks;
  if (!Number.isSafeInteger(price) || price <= 0 || price >= PRICE_SCALE) return 'invalid_price';
  if (!isLotSize(order.originalMicros) || !isLotSize(order.remainingMicros)) return 'invalid_size';
  return order.remainingMicros > order.originalMicros ? 'invalid_size' : null;
}

/**
 * Rests each stored order at the back of its level, in the order given (their original
 * time priority). An order that is invalid, already present, or would cross the book
 * (stored state that cannot have come from this engine) is skipped and reported.
 * Expired GTD orders are restored too; the next `expire(now)` or `submit` removes them.
 */
export function restoreOrders(
  orders: readonly StoredOrder[],
  target: RestoreTarget,
): RestoreResult {
  let restored = 0;
  const rejected: { id: OrderId; reason: RestoreRejectReason }[] = [];
  for (const order of orders) {
    const problem =
      storedOrderProblem(order) ?? (target.has(order.id) ? 'duplicate_order_id' : null);
    if (problem) {
      rejected.push({ id: order.id, reason: problem });
      continue;
    }
    const isBid = (order.side === 'BUY') === (order.tokenIndex === 0);
    const yesTicks = order.tokenIndex === 0 ? order.priceTicks : PRICE_SCALE - order.priceTicks;
    if (target.crosses(isBid, yesTicks)) {
      rejected.push({ id: order.id, reason: 'would_cross' });
      continue;
    }
    target.rest(order);
    restored += 1;
  }
  return { restored, rejected };
}
