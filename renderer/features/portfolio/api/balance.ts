import { useAccountQuery } from '../../accounts/index.js';

/**
 * The current account's collateral; asked only while it is unlocked. Account events refetch
 * it at once, but a deposit sends none (one made at the real venue in mirror mode, an
 * operator's /venue/faucet in the local venue), so it is also asked again every few seconds.
 */
export function useBalance() {
  return useAccountQuery(
    'terminal.balance',
    {},
    { needsUnlock: true, staleTime: 5_000, refetchInterval: 10_000 },
  );
}
