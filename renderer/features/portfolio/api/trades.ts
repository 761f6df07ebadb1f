import { useRpcQuery, type RpcOutput } from '../../../lib/queries.js';
import { useCurrentAccount } from '../../accounts/api/vault-status.js';

export type AccountTrade = RpcOutput<'terminal.trades'>[number];

export const TRADE_HISTORY_LIMIT = 500;

/** The current account's fills, newest first (needs the vault unlocked). */
export function useTrades() {
  const { account, unlocked } = useCurrentAccount();
  return useRpcQuery(
    'terminal.trades',
    { limit: TRADE_HISTORY_LIMIT },
    { enabled: account !== null && unlocked },
  );
}
