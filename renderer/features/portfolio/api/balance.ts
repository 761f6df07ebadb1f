import { useAccountQuery } from '../../accounts/index.js';

/**
 * The current account's collateral; asked only when there is an account. Account events refetch
 * it at once, but a deposit made at the real venue (mirror mode) sends none, so it is also
 * asked again every few seconds.
 */
export function useBalance() {
  return useAccountQuery('terminal.balance', {}, { staleTime: 5_000, refetchInterval: 10_000 });
}
