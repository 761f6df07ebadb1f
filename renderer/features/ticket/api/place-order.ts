import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../stores/ui-store.js';
import { formatAveragePrice, formatPrice, formatShares, formatUsd } from '../../../lib/format.js';
import { toCallError, type RpcOutput, type RpcParams } from '../../../lib/queries.js';
import type { CallError } from '../../../lib/transport.js';
import { useTransport } from '../../../lib/transport-context.js';
import { FILL_VIEWS, refetchAccountQueries } from '../../accounts/index.js';
import { orderFailureNotice } from '../../../lib/order-failure.js';

type OrderAnswer = RpcOutput<'terminal.placeOrder'>;
type OrderParams = RpcParams<'terminal.placeOrder'>;

/** The notice after an order: what filled, at what average, and what rests. */
export function orderNotice(params: OrderParams, answer: OrderAnswer, outcome: string) {
  const buying = params.side === 'BUY';
  const shares = Number(buying ? answer.takingAmount : answer.makingAmount) || 0;
  const collateral = Number(buying ? answer.makingAmount : answer.takingAmount) || 0;
  const resting = answer.status === 'live' ? Math.max(0, Number(params.size) - shares) : 0;
  const verb = buying ? 'Bought' : 'Sold';
  const parts: string[] = [];
  if (shares > 0) {
    parts.push(
      `${verb} ${formatShares(shares)} ${outcome} at ${formatAveragePrice(collateral / shares)} avg (${formatUsd(collateral)})`,
    );
  }
  if (resting > 0) parts.push(`${formatShares(resting)} resting at ${formatPrice(params.price)}`);
  if (parts.length === 0) parts.push(`Status: ${answer.status}`);
  return {
    kind: 'success' as const,
    title:
      shares > 0 ? `${verb} ${outcome}` : `Order placed: ${params.side.toLowerCase()} ${outcome}`,
    detail: parts.join(' · '),
  };
}

export interface PlaceOrderVariables {
  order: OrderParams;
  /** The outcome's label when the order was sent: the notice names it, not a later selection. */
  outcome: string;
}

/** terminal.placeOrder with a result notice; what an order can change refetches either way. */
export function usePlaceOrder() {
  const client = useQueryClient();
  const transport = useTransport();
  return useMutation<OrderAnswer, CallError, PlaceOrderVariables>({
    mutationKey: ['terminal.placeOrder'],
    mutationFn: ({ order }) =>
      transport.call('terminal.placeOrder', order).catch((error: unknown) => {
        throw toCallError(error);
      }),
    onSuccess: (answer, { order, outcome }) => {
      if (answer.success) notify(orderNotice(order, answer, outcome));
      else
        notify({ kind: 'error', title: 'Order refused', detail: answer.errorMsg || answer.status });
    },
    onError: (error) => notify(orderFailureNotice('order', error)),
    onSettled: () => refetchAccountQueries(client, FILL_VIEWS),
  });
}
