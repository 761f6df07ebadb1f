import type { QueryClient } from '@tanstack/react-query';
import type { MethodName } from '../../../../server/contract/index.js';

/** Every query whose answer depends on the vault's current account. */
export const accountQueryMethods: readonly MethodName[] = [
  'vault.status',
  'vault.apiKeys',
  'terminal.balance',
  'terminal.positions',
  'terminal.openOrders',
  'terminal.trades',
  'publicdata.activity',
  'publicdata.closedPositions',
];

/** Refetches what the current account shows (after a switch, a lock or an account event). */
export function invalidateAccountData(client: QueryClient): Promise<void> {
  return Promise.all(
    accountQueryMethods.map((method) => client.invalidateQueries({ queryKey: [method] })),
  ).then(() => undefined);
}
