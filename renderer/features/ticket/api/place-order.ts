import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../app/ui-store.js';
import { formatPrice, formatShares, formatUsd } from '../../../lib/format.js';
import { useRpcMutation, type RpcOutput, type RpcParams } from '../../../lib/queries.js';
import { invalidateAccountData } from '../../accounts/api/account-data.js';

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
      `${verb} ${formatShares(shares)} ${outcome} at ${formatPrice(collateral / shares)} avg (${formatUsd(collateral)})`,
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

/** terminal.placeOrder with a result notice; the portfolio refetches either way. */
export function usePlaceOrder(outcome: string) {
  const client = useQueryClient();
  return useRpcMutation('terminal.placeOrder', {
    onSuccess: (answer, params) => {
      if (answer.success) notify(orderNotice(params, answer, outcome));
      else
        notify({ kind: 'error', title: 'Order refused', detail: answer.errorMsg || answer.status });
    },
    onError: (error) => notify({ kind: 'error', title: 'Order refused', detail: error.message }),
    onSettled: () => invalidateAccountData(client),
  });
}
