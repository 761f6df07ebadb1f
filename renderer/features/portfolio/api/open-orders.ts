import { useRpcQuery, type RpcOutput } from '../../../lib/queries.js';
import { useCurrentAccount } from '../../accounts/api/vault-status.js';

export type OpenOrder = RpcOutput<'terminal.openOrders'>[number];

/** The current account's open orders (needs the vault unlocked). */
export function useOpenOrders() {
  const { account, unlocked } = useCurrentAccount();
  return useRpcQuery('terminal.openOrders', {}, { enabled: account !== null && unlocked });
}
