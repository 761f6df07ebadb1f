import type { VaultAccount } from './vault-status.js';
import { useVaultMutation } from './vault-mutation.js';

/**
 * After an account is created or imported with a passphrase the trader just typed: make it
 * current and unlock it (one `vault.unlock` naming it), so the trader can trade at once. The
 * vault itself never unlocks what it adds.
 */
export function useOpenAddedAccount() {
  const unlock = useVaultMutation('vault.unlock');
  return {
    isPending: unlock.isPending,
    open(account: VaultAccount, passphrase: string, onSettled?: () => void) {
      unlock.mutate({ id: account.id, passphrase }, { onSettled });
    },
  };
}
