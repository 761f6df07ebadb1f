import { useCallback } from 'react';
import type { RpcOutput } from '../../../lib/queries.js';
import { useAccountQuery, useCurrentAccount } from '../../accounts/index.js';
import { ownFill, type OwnFill } from '../own-fill.js';

export type AccountTrade = RpcOutput<'terminal.trades'>[number];

export const TRADE_HISTORY_LIMIT = 500;

/** The current account's fills, newest first, each as its own leg (needs the vault unlocked). */
export function useTrades() {
  const { account } = useCurrentAccount();
  const payer = account ? (account.funder ?? account.address) : '';
  const select = useCallback(
    (trades: AccountTrade[]): OwnFill[] => trades.map((trade) => ownFill(trade, { payer })),
    [payer],
  );
  return useAccountQuery(
    'terminal.trades',
    { limit: TRADE_HISTORY_LIMIT },
    { needsUnlock: true, select },
  );
}
