import { useAccountQuery } from '../../accounts/index.js';

// The same queries, and so the same cache entries, as the portfolio's tables.

/** How often positions are marked again: as often as the portfolio marks them. */
const POSITION_REFRESH_MS = 3_000;

/** The account's positions (the vault must be unlocked). */
export const useHeldPositions = () =>
  useAccountQuery(
    'terminal.positions',
    {},
    { needsUnlock: true, refetchInterval: POSITION_REFRESH_MS },
  );

/** The account's open orders (the vault must be unlocked). */
export const useOwnOpenOrders = () =>
  useAccountQuery('terminal.openOrders', {}, { needsUnlock: true });
