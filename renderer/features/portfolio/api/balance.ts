import { useRpcQuery } from '../../../lib/queries.js';
import { useCurrentAccount } from '../../accounts/api/vault-status.js';

/** The current account's collateral; asked only when there is an account. */
export function useBalance() {
  const { account } = useCurrentAccount();
  return useRpcQuery('terminal.balance', {}, { enabled: account !== null, staleTime: 5_000 });
}
