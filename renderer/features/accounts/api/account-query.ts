import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { MethodName } from '../../../../server/contract/index.js';
import { toCallError, type RpcOutput, type RpcParams } from '../../../lib/queries.js';
import type { CallError } from '../../../lib/transport.js';
import { useTransport } from '../../../lib/transport-context.js';
import { accountScope, type AccountScope } from '../account-scope.js';
import { useVaultStatus } from './vault-status.js';

type AccountQueryKey<M extends MethodName> = readonly [M, RpcParams<M>, AccountScope];

export type AccountQueryOptions<M extends MethodName, TData> = Omit<
  UseQueryOptions<RpcOutput<M>, CallError, TData, AccountQueryKey<M>>,
  'queryKey' | 'queryFn' | 'enabled'
> & {
  enabled?: boolean;
  /** Only an unlocked account may ask (its orders and fills). */
  needsUnlock?: boolean;
};

/**
 * A query of the vault's current account: its key is `[method, params, scope]`, so
 * invalidating `[method]` still refreshes it, and another account or a lock never sees its rows.
 */
export function useAccountQuery<M extends MethodName, TData = RpcOutput<M>>(
  method: M,
  params: RpcParams<M>,
  options: AccountQueryOptions<M, TData> = {},
) {
  const transport = useTransport();
  const { needsUnlock = false, enabled = true, ...rest } = options;
  const { scope, enabled: allowed } = accountScope(useVaultStatus().data, needsUnlock);
  return useQuery<RpcOutput<M>, CallError, TData, AccountQueryKey<M>>({
    ...rest,
    queryKey: [method, params, scope],
    queryFn: () =>
      transport.call(method, params).catch((error: unknown) => {
        throw toCallError(error);
      }),
    enabled: allowed && enabled,
  });
}
