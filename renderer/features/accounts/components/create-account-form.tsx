import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.js';
import { Input } from '../../../components/input.js';
import { testIds } from '../../../lib/test-ids.js';
import { useOpenAddedAccount } from '../api/open-added-account.js';
import { useVaultMutation } from '../api/vault-mutation.js';
import { useNewPassphrase } from './passphrase-fields.js';

/** Name and passphrase; then the new wallet's mnemonic, shown this once. */
export function CreateAccountForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('Trading');
  const { passphrase, problem, fields: passphraseFields } = useNewPassphrase();
  const create = useVaultMutation('vault.create', { quiet: true });
  const added = useOpenAddedAccount();

  if (create.data) {
    return (
      <div className="vault-form">
        <p className="vault-warning">
          Write these words down, in order, and keep them offline. They restore this wallet; they
          are shown only now.
        </p>
        <ol className="mnemonic" data-testid={testIds.vaultMnemonic}>
          {create.data.mnemonic.split(' ').map((word, index) => (
            <li key={index} className="mono">
              {word}
            </li>
          ))}
        </ol>
        <div className="dim">
          Address <span className="mono">{create.data.account.address}</span>
        </div>
        <Button variant="primary" data-testid={testIds.vaultMnemonicConfirm} onClick={onDone}>
          I wrote it down
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || !name.trim()) return;
    create.mutate(
      { name: name.trim(), passphrase },
      { onSuccess: ({ account }) => added.open(account, passphrase) },
    );
  };
  return (
    <form className="vault-form" onSubmit={submit}>
      <Input
        label="Name"
        value={name}
        maxLength={64}
        autoFocus
        data-testid={testIds.vaultCreateName}
        onChange={(event) => setName(event.target.value)}
      />
      {passphraseFields}
      <p className="dim">
        The passphrase encrypts the key on this computer; it cannot be recovered.
      </p>
      {create.error && <div className="field-error">{create.error.message}</div>}
      <div className="vault-actions">
        <Button onClick={onDone}>Back</Button>
        <Button
          type="submit"
          variant="primary"
          busy={create.isPending}
          disabled={problem !== null || !name.trim()}
          data-testid={testIds.vaultCreateSubmit}
        >
          Create wallet
        </Button>
      </div>
    </form>
  );
}
