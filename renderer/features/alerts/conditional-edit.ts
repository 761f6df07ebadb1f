import type { ConditionalOrder } from '../../../server/contract/index.js';
import { PRICE_SCALE, formatScaled, parseTypedScaled } from '../../../server/shared/index.js';
import type { RpcParams } from '../../lib/queries.js';
import { createChecks, type Built, type Checked } from './checks.js';
import { centsOfWire, parseWhole, wirePrice } from './prices.js';

/** What an armed order's edit row holds: prices in cents, the trail in ticks. */
export interface ConditionalEdit {
  size: string;
  triggerPrice: string;
  trailTicks: string;
  worstPrice: string;
}

export type ConditionalEditField = keyof ConditionalEdit;
export type ConditionalUpdate = RpcParams<'conditional.update'>;

export const editOf = (order: ConditionalOrder): ConditionalEdit => ({
  size: order.size,
  triggerPrice: centsOfWire(order.triggerPrice),
  trailTicks: order.trailTicks === null ? '' : String(order.trailTicks),
  worstPrice: centsOfWire(order.worstPrice),
});

/** Cents as typed, checked for range only: the service knows the market's tick and says so. */
function parsePrice(text: string): Checked<number> {
  const ticks = parseTypedScaled(text.replace(/¢/g, ''), 2);
  if (ticks === null || ticks <= 0 || ticks >= PRICE_SCALE) {
    return { error: 'A price in cents above 0 and below 100' };
  }
  return { value: ticks };
}

/**
 * The update the edit asks for: only the fields that changed (the service checks the size
 * against the position and the prices against the book).
 */
export function buildConditionalUpdate(
  order: ConditionalOrder,
  edit: ConditionalEdit,
): Built<ConditionalUpdate, ConditionalEditField> {
  const checks = createChecks<ConditionalEditField>();
  const before = editOf(order);
  const update: ConditionalUpdate = { id: order.id };
  if (edit.size.trim() !== before.size) {
    const micros = parseTypedScaled(edit.size.trim(), 6);
    if (micros === null || micros <= 0) checks.fail('size', 'A number of shares above 0');
    else update.size = formatScaled(micros, 6);
  }
  const trailing = order.kind === 'trailing-stop';
  let triggerTicks = parseTypedScaled(before.triggerPrice, 2);
  if (!trailing && edit.triggerPrice.trim() !== before.triggerPrice) {
    triggerTicks = checks.take('triggerPrice', parsePrice(edit.triggerPrice), 0);
    update.triggerPrice = wirePrice(triggerTicks);
  }
  if (trailing && edit.trailTicks.trim() !== before.trailTicks) {
    update.trailTicks = checks.take('trailTicks', parseWhole(edit.trailTicks, 1, 1000), 0);
  }
  const worstTicks = checks.take('worstPrice', parsePrice(edit.worstPrice), 0);
  if (edit.worstPrice.trim() !== before.worstPrice) update.worstPrice = wirePrice(worstTicks);
  if (!trailing && triggerTicks !== null && worstTicks > triggerTicks && triggerTicks > 0) {
    checks.fail('worstPrice', 'At or below the trigger: the order sells');
  }
  if (checks.failed()) return { ok: false, errors: checks.errors };
  return { ok: true, value: update };
}

/** Whether an update changes anything but naming its order. */
export const changesSomething = (update: ConditionalUpdate): boolean =>
  Object.keys(update).length > 1;
