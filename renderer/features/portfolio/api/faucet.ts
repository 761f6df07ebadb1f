import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../stores/ui-store.js';
import { formatUsd } from '../../../lib/format.js';
import { rpcQueryKey, useRpcMutation } from '../../../lib/queries.js';

/** Paper collateral from the local venue's faucet. */
export function useFaucet() {
  const client = useQueryClient();
  return useRpcMutation('terminal.faucet', {
    onSuccess: (answer, params) =>
      notify({
        kind: 'success',
        title: `Added ${formatUsd(params.amount)} paper funds`,
        detail: `Balance ${formatUsd(answer.balance)}`,
      }),
    onError: (error) => notify({ kind: 'error', title: 'Faucet', detail: error.message }),
    onSettled: () => client.invalidateQueries({ queryKey: rpcQueryKey('terminal.balance', {}) }),
  });
}
