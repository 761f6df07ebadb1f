import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../stores/ui-store.js';
import { Button } from '../../../components/button.js';
import { Input } from '../../../components/input.js';
import { testIds } from '../../../lib/test-ids.js';
import { KeychainUnlock, rememberIfWanted } from '../../desktop/index.js';
import { invalidateAccountData } from '../api/account-data.js';
import { useVaultMutation } from '../api/vault-mutation.js';
import { shortAddress, type VaultAccount } from '../api/vault-status.js';
import { LockIcon } from '../../../components/lock-icon.js';

/** The passphrase prompt shown wherever the locked vault stands in the way of trading. */
export function UnlockPrompt({ account }: { account: VaultAccount }) {
  const [passphrase, setPassphrase] = useState('');
  const client = useQueryClient();
  const unlock = useVaultMutation('vault.unlock', {
    quiet: true,
    onSuccess: () => setPassphrase(''),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!passphrase) return;
    unlock.mutate(
      { passphrase },
      {
        // The desktop app keeps it with the OS keychain when its setting says so.
        onSuccess: () =>
          void rememberIfWanted(account.id, passphrase).catch((error: unknown) =>
            notify({ kind: 'warning', title: 'Passphrase not remembered', detail: String(error) }),
          ),
      },
    );
  };
  return (
    <form className="unlock-prompt" data-testid={testIds.vaultLocked} onSubmit={submit}>
      <div className="unlock-title">
        <LockIcon /> Vault locked
      </div>
      <div className="dim">
        {account.name} · <span className="mono">{shortAddress(account.address)}</span>
      </div>
      <Input
        type="password"
        placeholder="Passphrase"
        aria-label="Passphrase"
        autoComplete="current-password"
        value={passphrase}
        onChange={(event) => setPassphrase(event.target.value)}
        data-testid={testIds.vaultUnlockPassphrase}
        error={unlock.error?.message}
      />
      <Button
        type="submit"
        variant="primary"
        busy={unlock.isPending}
        disabled={!passphrase}
        data-testid={testIds.vaultUnlockSubmit}
      >
        Unlock
      </Button>
      <KeychainUnlock
        accountId={account.id}
        onUnlocked={() => void invalidateAccountData(client)}
      />
    </form>
  );
}
