import { useQueryClient } from '@tanstack/react-query';
import type { MethodName } from '../../../../server/contract/index.js';
import { notify } from '../../../stores/ui-store.js';
import { rpcQueryKey, useRpcMutation, type RpcOutput } from '../../../lib/queries.js';
import type { CallError } from '../../../lib/transport.js';
import { invalidateAccountData } from './account-data.js';
import type { VaultStatus } from './vault-status.js';

type VaultMethod = Extract<MethodName, `vault.${string}`>;

const isVaultStatus = (value: unknown): value is VaultStatus =>
  typeof value === 'object' && value !== null && 'accounts' in value && 'unlocked' in value;

/**
 * A vault call that changes the vault: the answer's status (when it is one) goes straight into
 * the cache, then everything of the current account is refetched. Failures show as a notice
 * unless the caller shows them itself (`quiet`).
 */
export function useVaultMutation<M extends VaultMethod>(
  method: M,
  options: { quiet?: boolean; onSuccess?: (data: RpcOutput<M>) => void } = {},
) {
  const client = useQueryClient();
  return useRpcMutation(method, {
    onSuccess: (data) => {
      if (isVaultStatus(data)) client.setQueryData(rpcQueryKey('vault.status', {}), data);
      void invalidateAccountData(client);
      options.onSuccess?.(data);
    },
    onError: (error: CallError) => {
      if (!options.quiet) notify({ kind: 'error', title: 'Vault', detail: error.message });
    },
  });
}
