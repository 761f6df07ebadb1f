import { alertTestIds } from '../../../lib/alert-test-ids.js';
import { formatPrice, formatShares } from '../../../lib/format.js';
import { useArmedConditional } from '../api/alerts.js';
import { KIND_LABELS, triggerText } from '../conditional-text.js';

/**
 * The armed conditional orders on the token a ladder shows, beside its spread: where they
 * stand, though the venue's book does not hold them.
 */
export function ConditionalStrip({ tokenId }: { tokenId: string }) {
  const orders = useArmedConditional().filter((order) => order.tokenId === tokenId);
  if (orders.length === 0) return null;
  return (
    <div className="ladder-conditional" data-testid={alertTestIds.ladderConditional}>
      {orders.map((order) => (
        <span key={order.id} className="ladder-conditional-order" data-conditional-id={order.id}>
          {KIND_LABELS[order.kind]} {formatShares(order.size)} · {triggerText(order)}
          {order.kind === 'trailing-stop' && order.stopPrice !== null
            ? ` (now ${formatPrice(order.stopPrice)})`
            : ''}{' '}
          · worst {formatPrice(order.worstPrice)}
        </span>
      ))}
    </div>
  );
}
