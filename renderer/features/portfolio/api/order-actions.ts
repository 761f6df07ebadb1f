import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../stores/ui-store.js';
import { useRpcMutation, type RpcOutput } from '../../../lib/queries.js';
import { ORDER_VIEWS, refetchAccountQueries } from '../../accounts/index.js';
import { orderFailureNotice } from '../../ticket/index.js';

type CancelAnswer = RpcOutput<'terminal.cancelOrder'>;

function cancelNotice(answer: CancelAnswer) {
  const refused = Object.entries(answer.not_canceled);
  if (refused.length > 0) {
    return {
      kind: 'error' as const,
      title: `${refused.length} order${refused.length === 1 ? '' : 's'} not cancelled`,
      detail: refused.map(([, reason]) => reason).join('; '),
    };
  }
  const count = answer.canceled.length;
  return {
    kind: 'success' as const,
    title: count === 0 ? 'No open orders' : `Cancelled ${count} order${count === 1 ? '' : 's'}`,
  };
}

/**
 * terminal.cancelOrder or terminal.cancelAll, with a notice and the open orders and balance
 * refetched.
 */
export function useCancel<M extends 'terminal.cancelOrder' | 'terminal.cancelAll'>(method: M) {
  const client = useQueryClient();
  return useRpcMutation(method, {
    onSuccess: (answer) => notify(cancelNotice(answer)),
    onError: (error) => notify(orderFailureNotice('cancel', error)),
    onSettled: () => refetchAccountQueries(client, ORDER_VIEWS),
  });
}
