import { useRpcQuery, type RpcOutput } from '../../../lib/queries.js';
import { useCurrentAccount } from '../../accounts/api/vault-status.js';

export type PortfolioPosition = RpcOutput<'terminal.positions'>[number];

/** How often the positions are marked again to the live books. */
export const POSITION_MARK_INTERVAL_MS = 3_000;

/** Open positions marked by the service to the live books, refreshed every few seconds. */
export function usePositions() {
  const { account } = useCurrentAccount();
  return useRpcQuery(
    'terminal.positions',
    {},
    { enabled: account !== null, refetchInterval: POSITION_MARK_INTERVAL_MS },
  );
}
