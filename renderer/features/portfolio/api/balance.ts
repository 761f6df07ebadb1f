import { useAccountQuery } from '../../accounts/index.js';

/** The current account's collateral; asked only when there is an account. */
export function useBalance() {
  return useAccountQuery('terminal.balance', {}, { staleTime: 5_000 });
}
