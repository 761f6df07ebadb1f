import type { QueryClient } from '@tanstack/react-query';
import type { MethodName } from '../../../../server/contract/index.js';
import { rpcQueryKey } from '../../../lib/queries.js';
import { isCurrentScope } from '../account-scope.js';
import type { VaultStatus } from './vault-status.js';

/** Every query whose answer depends on the vault's current account. */
export const accountQueryMethods: readonly MethodName[] = [
  'vault.status',
  'vault.apiKeys',
  'terminal.balance',
  'terminal.positions',
  'terminal.openOrders',
  'terminal.trades',
  'publicdata.activity',
  'publicdata.closedPositions',
];

/**
 * Refetches what the current account shows (after a switch, a lock or an account event). The
 * vault's status comes first, and only the queries of the scope it then says are asked again:
 * a query still keyed by the account or lock before would be refused (a locked vault answers
 * `locked`) or show another account's rows.
 */
export async function invalidateAccountData(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: ['vault.status'] });
  const vault = client.getQueryData<VaultStatus>(rpcQueryKey('vault.status', {}));
  await Promise.all(
    accountQueryMethods
      .filter((method) => method !== 'vault.status')
      .map((method) =>
        client.invalidateQueries({
          queryKey: [method],
          predicate: (query) => isCurrentScope(query.queryKey[2], vault),
        }),
      ),
  );
}
