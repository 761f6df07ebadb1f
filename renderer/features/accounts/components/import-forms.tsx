import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/button.js';
import { Input } from '../../../components/input.js';
import { useRpcMutation } from '../../../lib/queries.js';
import { useOpenAddedAccount } from '../api/open-added-account.js';
import { useVaultMutation } from '../api/vault-mutation.js';
import {
  DEFAULT_DERIVATION_PATH,
  isDerivationPath,
  mnemonicProblem,
  normalizeMnemonic,
} from '../passphrase-check.js';
import type { VaultAccount } from '../api/vault-status.js';
import { useNewPassphrase } from './passphrase-fields.js';

function FormShell({
  onSubmit,
  onBack,
  busy,
  disabled,
  error,
  submitLabel,
  children,
}: {
  onSubmit: () => void;
  onBack: () => void;
  busy: boolean;
  disabled: boolean;
  error: string | undefined;
  submitLabel: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onSubmit();
  };
  return (
    <form className="vault-form" onSubmit={submit}>
      {children}
      {error && <div className="field-error">{error}</div>}
      <div className="vault-actions">
        <Button onClick={onBack}>Back</Button>
        <Button type="submit" variant="primary" busy={busy} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

export function ImportKeyForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('Imported');
  const [privateKey, setPrivateKey] = useState('');
  const { passphrase, problem, fields: passphraseFields } = useNewPassphrase();
  const run = useVaultMutation('vault.importPrivateKey', { quiet: true });
  const added = useOpenAddedAccount();
  const openAdded = {
    onSuccess: (account: VaultAccount) => added.open(account, passphrase, onDone),
  };
  return (
    <FormShell
      onSubmit={() =>
        run.mutate({ name: name.trim(), privateKey: privateKey.trim(), passphrase }, openAdded)
      }
      onBack={onDone}
      busy={run.isPending || added.isPending}
      disabled={problem !== null || !name.trim() || !privateKey.trim()}
      error={run.error?.message}
      submitLabel="Import key"
    >
      <Input
        label="Name"
        value={name}
        maxLength={64}
        onChange={(event) => setName(event.target.value)}
      />
      <Input
        label="Private key (hex)"
        type="password"
        autoComplete="off"
        value={privateKey}
        onChange={(event) => setPrivateKey(event.target.value)}
      />
      {passphraseFields}
    </FormShell>
  );
}

export function ImportMnemonicForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('Imported');
  const [mnemonic, setMnemonic] = useState('');
  const [basePath, setBasePath] = useState(DEFAULT_DERIVATION_PATH);
  const [path, setPath] = useState(DEFAULT_DERIVATION_PATH);
  const { passphrase, problem, fields: passphraseFields } = useNewPassphrase();
  const phraseProblem = mnemonic.trim() ? mnemonicProblem(mnemonic) : 'Enter the phrase';
  const addresses = useRpcMutation('vault.mnemonicAddresses');
  const run = useVaultMutation('vault.importMnemonic', { quiet: true });
  const added = useOpenAddedAccount();
  const openAdded = {
    onSuccess: (account: VaultAccount) => added.open(account, passphrase, onDone),
  };
  const lookUp = () =>
    addresses.mutate({ mnemonic: normalizeMnemonic(mnemonic), path: basePath, count: 5 });
  return (
    <FormShell
      onSubmit={() =>
        run.mutate(
          { name: name.trim(), mnemonic: normalizeMnemonic(mnemonic), path, passphrase },
          openAdded,
        )
      }
      onBack={onDone}
      busy={run.isPending || added.isPending}
      disabled={
        problem !== null || phraseProblem !== null || !isDerivationPath(path) || !name.trim()
      }
      error={run.error?.message ?? addresses.error?.message}
      submitLabel="Import phrase"
    >
      <Input
        label="Name"
        value={name}
        maxLength={64}
        onChange={(event) => setName(event.target.value)}
      />
      <label className="field">
        <span className="field-label">Recovery phrase</span>
        <textarea
          className="input textarea"
          rows={3}
          autoComplete="off"
          spellCheck={false}
          value={mnemonic}
          onChange={(event) => setMnemonic(event.target.value)}
        />
        {mnemonic.trim() && phraseProblem && <span className="field-error">{phraseProblem}</span>}
      </label>
      <div className="vault-inline">
        <Input
          label="Derivation path"
          className="mono"
          value={basePath}
          onChange={(event) => {
            setBasePath(event.target.value);
            setPath(event.target.value);
          }}
          error={isDerivationPath(basePath) ? null : "A path like m/44'/60'/0'/0/0"}
        />
        <Button
          size="sm"
          disabled={phraseProblem !== null || !isDerivationPath(basePath)}
          busy={addresses.isPending}
          onClick={lookUp}
        >
          Show addresses
        </Button>
      </div>
      {addresses.data && (
        <div className="address-choice" role="radiogroup" aria-label="Address">
          {addresses.data.map((item) => (
            <label key={item.path} className="checkbox mono">
              <input
                type="radio"
                name="mnemonic-path"
                checked={path === item.path}
                onChange={() => setPath(item.path)}
              />
              <span className="dim">{item.path}</span> {item.address}
            </label>
          ))}
        </div>
      )}
      {passphraseFields}
    </FormShell>
  );
}

export function ImportKeystoreForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('Imported');
  const [keystore, setKeystore] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();
  const run = useVaultMutation('vault.importKeystore', { quiet: true });
  const added = useOpenAddedAccount();
  const openAdded = {
    onSuccess: (account: VaultAccount) => added.open(account, passphrase, onDone),
  };
  return (
    <FormShell
      onSubmit={() =>
        run.mutate({ name: name.trim(), keystore: keystore.trim(), passphrase }, openAdded)
      }
      onBack={onDone}
      busy={run.isPending || added.isPending}
      disabled={!keystore.trim() || !passphrase || !name.trim()}
      error={run.error?.message ?? fileError}
      submitLabel="Import keystore"
    >
      <Input
        label="Name"
        value={name}
        maxLength={64}
        onChange={(event) => setName(event.target.value)}
      />
      <label className="field">
        <span className="field-label">Keystore file (JSON)</span>
        <input
          type="file"
          accept=".json,application/json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            file.text().then(
              (text) => (setKeystore(text), setFileError(undefined)),
              () => setFileError('Could not read the file'),
            );
          }}
        />
      </label>
      <label className="field">
        <span className="field-label">…or paste it</span>
        <textarea
          className="input textarea mono"
          rows={4}
          spellCheck={false}
          value={keystore}
          onChange={(event) => setKeystore(event.target.value)}
        />
      </label>
      <Input
        label="The keystore's passphrase"
        type="password"
        autoComplete="off"
        value={passphrase}
        onChange={(event) => setPassphrase(event.target.value)}
      />
    </FormShell>
  );
}
