import { useState } from 'react';
import { closeDialog } from '../../../stores/ui-store.js';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { Select } from '../../../components/select.js';
import { ErrorState, Loading } from '../../../components/states.js';
import { testIds } from '../../../lib/test-ids.js';
import { useVaultMutation } from '../api/vault-mutation.js';
import {
  currentAccountOf,
  shortAddress,
  useVaultStatus,
  type VaultStatus,
} from '../api/vault-status.js';
import { AccountDetails } from './account-details.js';
import { ApiKeySection } from './api-key-section.js';
import { CreateAccountForm } from './create-account-form.js';
import { ImportKeyForm, ImportKeystoreForm, ImportMnemonicForm } from './import-forms.js';
import { UnlockPrompt } from './unlock-prompt.js';
import './accounts.css';

type View = 'list' | 'create' | 'import-key' | 'import-mnemonic' | 'import-keystore';

const titles: Record<View, string> = {
  list: 'Accounts',
  create: 'Create a wallet',
  'import-key': 'Import a private key',
  'import-mnemonic': 'Import a recovery phrase',
  'import-keystore': 'Import a keystore file',
};

const autoLockChoices = [0, 5, 15, 30, 60, 240].map((minutes) => ({
  value: String(minutes),
  label: minutes === 0 ? 'Never' : `After ${minutes} min idle`,
}));

function AccountList({ status, onView }: { status: VaultStatus; onView: (view: View) => void }) {
  const select = useVaultMutation('vault.select');
  const lock = useVaultMutation('vault.lock');
  const autoLock = useVaultMutation('vault.setAutoLock');
  const current = currentAccountOf(status);
  return (
    <div className="vault-form">
      {status.accounts.length === 0 && <p>No account yet. Create a wallet or import one.</p>}
      <ul className="account-list">
        {status.accounts.map((account) => {
          const isCurrent = account.id === status.currentId;
          return (
            <li key={account.id} className={`account-item ${isCurrent ? 'is-current' : ''}`}>
              <div className="account-name">
                {account.name}
                {isCurrent && (
                  <span className="dim"> · {status.unlocked ? 'unlocked' : 'locked'}</span>
                )}
              </div>
              <span className="mono dim" title={account.address}>
                {shortAddress(account.address)}
              </span>
              <span className="dim">{account.source}</span>
              {isCurrent ? (
                status.unlocked && (
                  <Button
                    size="sm"
                    data-testid={testIds.vaultLock}
                    busy={lock.isPending}
                    onClick={() => lock.mutate({})}
                  >
                    Lock
                  </Button>
                )
              ) : (
                <Button
                  size="sm"
                  busy={select.isPending}
                  onClick={() => select.mutate({ id: account.id })}
                >
                  Switch
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {current && !status.unlocked && <UnlockPrompt account={current} />}
      {/* Siblings: their keys must differ, or React keeps a stale copy of one beside the other. */}
      {current && <AccountDetails key={`details-${current.id}`} account={current} />}
      {current && status.unlocked && <ApiKeySection key={`api-keys-${current.id}`} />}
      <div className="vault-section">
        <Select
          label="Auto-lock"
          value={String(status.autoLockMinutes)}
          options={
            autoLockChoices.some((choice) => choice.value === String(status.autoLockMinutes))
              ? autoLockChoices
              : [
                  ...autoLockChoices,
                  {
                    value: String(status.autoLockMinutes),
                    label: `After ${status.autoLockMinutes} min idle`,
                  },
                ]
          }
          onChange={(minutes) => autoLock.mutate({ minutes: Number(minutes) })}
        />
      </div>
      <div className="vault-actions vault-actions-start">
        <Button variant="primary" onClick={() => onView('create')}>
          Create wallet
        </Button>
        <Button onClick={() => onView('import-key')}>Import key</Button>
        <Button onClick={() => onView('import-mnemonic')}>Import phrase</Button>
        <Button onClick={() => onView('import-keystore')}>Import keystore</Button>
      </div>
    </div>
  );
}

/** The key vault: accounts, switch, create/import/export, lock, auto-lock, API keys. */
export function AccountsDialog() {
  const vault = useVaultStatus();
  const [view, setView] = useState<View | null>(null);
  // The first view is pinned once the status loads: creating the first account must not flip
  // the dialog to the list before its mnemonic is shown.
  const firstView: View = vault.data?.accounts.length === 0 ? 'create' : 'list';
  if (view === null && vault.data) setView(firstView);
  const shown: View = view ?? firstView;
  const back = () => setView('list');
  return (
    <Dialog title={titles[shown]} onClose={closeDialog} testId={testIds.accountsDialog} width={560}>
      {vault.isPending && <Loading />}
      {vault.isError && <ErrorState error={vault.error} onRetry={() => void vault.refetch()} />}
      {vault.data && shown === 'list' && <AccountList status={vault.data} onView={setView} />}
      {shown === 'create' && <CreateAccountForm onDone={back} />}
      {shown === 'import-key' && <ImportKeyForm onDone={back} />}
      {shown === 'import-mnemonic' && <ImportMnemonicForm onDone={back} />}
      {shown === 'import-keystore' && <ImportKeystoreForm onDone={back} />}
    </Dialog>
  );
}
