import type { QueryClient } from '@tanstack/react-query';
import type { AccountEvent, MethodName } from '../../../../server/contract/index.js';
import { rpcQueryKey } from '../../../lib/queries.js';
import { isCurrentScope } from '../account-scope.js';
import type { VaultStatus } from './vault-status.js';

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

/** What an order placed, moved or cancelled changes: the open orders and what they reserve. */
export const ORDER_VIEWS: readonly MethodName[] = ['terminal.openOrders', 'terminal.balance'];

/** What a fill changes besides its order: the holdings, the history, maybe a closed position. */
export const FILL_VIEWS: readonly MethodName[] = [
  ...ORDER_VIEWS,
  'terminal.positions',
  'terminal.trades',
  'publicdata.activity',
  'publicdata.closedPositions',
];

/**
 * What a balance change alone changes: a market's resolution or a redemption moves the
 * holdings too, and a deposit or withdrawal moves the activity.
 */
const HOLDING_VIEWS: readonly MethodName[] = [
  'terminal.balance',
  'terminal.positions',
  'publicdata.activity',
  'publicdata.closedPositions',
];

/**
 * The account queries a burst of account events makes stale, or `'all'` after a vault event
 * (a lock, an unlock or a switch of account changes every one, the vault's status first).
 */
export function queriesChangedBy(events: readonly AccountEvent[]): ReadonlySet<MethodName> | 'all' {
  if (events.some((event) => event.type === 'vault')) return 'all';
  const orders = events.some((event) => event.type === 'order');
  const fills = events.some((event) => event.type === 'trade');
  const balance = events.some((event) => event.type === 'balance');
  if (fills) return new Set(FILL_VIEWS);
  if (orders) return new Set(ORDER_VIEWS);
  return new Set(balance ? HOLDING_VIEWS : []);
}

/** Refetches `methods`' queries of the vault's current scope, as the cache last saw it. */
export async function refetchAccountQueries(
  client: QueryClient,
  methods: Iterable<MethodName>,
): Promise<void> {
  const vault = client.getQueryData<VaultStatus>(rpcQueryKey('vault.status', {}));
  await Promise.all(
    [...methods].map((method) =>
      client.invalidateQueries({
        queryKey: [method],
        predicate: (query) => isCurrentScope(query.queryKey[2], vault),
      }),
    ),
  );
}

/**
 * Refetches what the current account shows (after a switch, a lock or a reconnect). The
 * vault's status comes first, and only the queries of the scope it then says are asked again:
 * a query still keyed by the account or lock before would be refused (a locked vault answers
 * `locked`) or show another account's rows.
 */
export async function invalidateAccountData(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: ['vault.status'] });
  await refetchAccountQueries(
    client,
    accountQueryMethods.filter((method) => method !== 'vault.status'),
  );
}
