import type { RpcOutput } from '../../../lib/queries.js';
import { useAccountQuery } from '../../accounts/index.js';

export type OpenOrder = RpcOutput<'terminal.openOrders'>[number];

/** The current account's open orders (needs the vault unlocked). */
export function useOpenOrders() {
  return useAccountQuery('terminal.openOrders', {}, { needsUnlock: true });
}
