import { useAccountQuery } from '../../accounts/index.js';

/**
 * The current account's collateral; asked only when there is an account. Account events refetch
 * it at once, but a deposit sends none (one made at the real venue in mirror mode, an
 * operator's /venue/faucet in the local venue), so it is also asked again every few seconds.
 */
export function useBalance() {
  return useAccountQuery('terminal.balance', {}, { staleTime: 5_000, refetchInterval: 10_000 });
}
