import type { RpcOutput } from '../../../lib/queries.js';
import { useRpcQuery } from '../../../lib/queries.js';

export type VaultStatus = RpcOutput<'vault.status'>;
export type VaultAccount = VaultStatus['accounts'][number];

/** The vault: its accounts, the current one, and whether it is unlocked. Kept fresh by events. */
export function useVaultStatus() {
  return useRpcQuery('vault.status', {}, { staleTime: 30_000 });
}

export function currentAccountOf(status: VaultStatus | undefined): VaultAccount | null {
  if (!status) return null;
  return status.accounts.find((account) => account.id === status.currentId) ?? null;
}

/** The current account and whether it can trade now (unlocked). */
export function useCurrentAccount(): {
  account: VaultAccount | null;
  unlocked: boolean;
  loaded: boolean;
} {
  const vault = useVaultStatus();
  const account = currentAccountOf(vault.data);
  return {
    account,
    unlocked: Boolean(account) && vault.data?.unlocked === true,
    loaded: vault.isSuccess,
  };
}

/**
 * The wallet the current account trades from (its funder, else its signer): its public data
 * needs no API key, so it shows even when deriving the account's keys failed.
 */
export function usePayingAddress(): string | undefined {
  const { account } = useCurrentAccount();
  return account ? (account.funder ?? account.address) : undefined;
}

/** "0x12ab…cdef" */
export const shortAddress = (address: string): string =>
  `${address.slice(0, 6)}…${address.slice(-4)}`;
