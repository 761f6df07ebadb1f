import type { ConditionalOrder } from '../../../server/contract/index.js';
import { formatPrice } from '../../lib/format.js';

export type ConditionalKind = ConditionalOrder['kind'];
export type ConditionalState = ConditionalOrder['state'];

export const KIND_LABELS: Record<ConditionalKind, string> = {
  'stop-loss': 'Stop-loss',
  'take-profit': 'Take-profit',
  'trailing-stop': 'Trailing stop',
};

export const STATE_LABELS: Record<ConditionalState, string> = {
  armed: 'armed',
  triggered: 'triggered',
  sent: 'sent',
  filled: 'filled',
  'partly-filled': 'partly filled',
  refused: 'refused',
  canceled: 'cancelled',
};

/** The service's words for a trigger its locked vault could not sign (server/watch). */
const LOCKED_EVENT = /vault is locked/;

/** Whether the order's last event is a trigger the locked vault did not sign. */
export const blockedByLock = (order: ConditionalOrder): boolean =>
  order.state === 'armed' && LOCKED_EVENT.test(order.events.at(-1)?.detail ?? '');

/** The order's trigger in a few words: "bid ≤ 40¢", "bid, 3 ticks below its peak". */
export function triggerText(order: ConditionalOrder): string {
  if (order.kind === 'trailing-stop') {
    const ticks = order.trailTicks ?? 0;
    return `${order.trigger}, ${ticks} tick${ticks === 1 ? '' : 's'} below its peak`;
  }
  const side = order.kind === 'stop-loss' ? '≤' : '≥';
  return `${order.trigger} ${side} ${formatPrice(order.triggerPrice)}`;
}
