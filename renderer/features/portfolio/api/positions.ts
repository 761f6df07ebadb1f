import type { RpcOutput } from '../../../lib/queries.js';
import { useAccountQuery } from '../../accounts/index.js';

export type PortfolioPosition = RpcOutput<'terminal.positions'>[number];

/** How often the positions are marked again to the live books. */
export const POSITION_MARK_INTERVAL_MS = 3_000;

/**
 * Open positions marked by the service to the live books, refreshed every few seconds (needs
 * the vault unlocked).
 */
export function usePositions() {
  return useAccountQuery(
    'terminal.positions',
    {},
    { needsUnlock: true, refetchInterval: POSITION_MARK_INTERVAL_MS },
  );
}
