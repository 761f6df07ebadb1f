import { useState } from 'react';
import { notify } from '../../../stores/ui-store.js';
import { Button } from '../../../components/button.js';
import { Input } from '../../../components/input.js';
import { Select } from '../../../components/select.js';
import { useVaultMutation } from '../api/vault-mutation.js';
import type { VaultAccount } from '../api/vault-status.js';
import { downloadFile } from '../../portfolio/index.js';

type Action = 'rename' | 'export' | 'delete' | 'funder' | null;

const signatureTypes = [
  { value: '0', label: '0 · the signer pays (EOA)' },
  { value: '1', label: '1 · proxy wallet' },
  { value: '2', label: '2 · Safe' },
  { value: '3', label: '3 · deposit wallet' },
] as const;

/** Rename, export keystore, delete, and the funder of the current account. */
export function AccountDetails({ account }: { account: VaultAccount }) {
  const [action, setAction] = useState<Action>(null);
  const [text, setText] = useState('');
  const [signatureType, setSignatureType] = useState(String(account.signatureType));
  const done = () => (setAction(null), setText(''));
  const rename = useVaultMutation('vault.rename', { quiet: true, onSuccess: done });
  const remove = useVaultMutation('vault.remove', { quiet: true, onSuccess: done });
  const funder = useVaultMutation('vault.setFunder', { quiet: true, onSuccess: done });
  const exporter = useVaultMutation('vault.exportKeystore', {
    quiet: true,
    onSuccess: (answer) => {
      downloadFile(answer.fileName, answer.keystore, 'application/json');
      notify({ kind: 'success', title: 'Keystore saved', detail: answer.fileName });
      done();
    },
  });
  const start = (next: Action) => {
    setAction(next);
    setText(next === 'rename' ? account.name : next === 'funder' ? (account.funder ?? '') : '');
    setSignatureType(String(account.signatureType));
  };
  const error = [rename, remove, funder, exporter].find((mutation) => mutation.error)?.error;

  return (
    <div className="account-details">
      <div className="vault-actions vault-actions-start">
        <Button size="sm" onClick={() => start('rename')}>
          Rename
        </Button>
        <Button size="sm" onClick={() => start('export')}>
          Export keystore
        </Button>
        <Button size="sm" onClick={() => start('funder')}>
          Funder
        </Button>
        <Button size="sm" variant="danger" onClick={() => start('delete')}>
          Delete
        </Button>
      </div>
      {action === 'rename' && (
        <div className="vault-inline">
          <Input
            aria-label="New name"
            value={text}
            maxLength={64}
            autoFocus
            onChange={(event) => setText(event.target.value)}
          />
          <Button
            size="sm"
            variant="primary"
            busy={rename.isPending}
            disabled={!text.trim()}
            onClick={() => rename.mutate({ id: account.id, name: text.trim() })}
          >
            Save
          </Button>
        </div>
      )}
      {(action === 'export' || action === 'delete') && (
        <div className="vault-inline">
          <Input
            aria-label="Passphrase"
            type="password"
            placeholder={action === 'delete' ? 'Passphrase to confirm deletion' : 'Passphrase'}
            autoFocus
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {action === 'export' ? (
            <Button
              size="sm"
              variant="primary"
              busy={exporter.isPending}
              disabled={!text}
              onClick={() => exporter.mutate({ id: account.id, passphrase: text })}
            >
              Download
            </Button>
          ) : (
            <Button
              size="sm"
              variant="danger"
              busy={remove.isPending}
              disabled={!text}
              onClick={() => remove.mutate({ id: account.id, passphrase: text })}
            >
              Delete forever
            </Button>
          )}
        </div>
      )}
      {action === 'funder' && (
        <div className="vault-form">
          <Select
            label="Signature type"
            value={signatureType}
            options={signatureTypes}
            onChange={setSignatureType}
          />
          <Input
            label="Funder address (pays for types 1-3)"
            className="mono"
            placeholder="0x…"
            value={text}
            disabled={signatureType === '0'}
            onChange={(event) => setText(event.target.value)}
          />
          <Button
            size="sm"
            variant="primary"
            busy={funder.isPending}
            onClick={() =>
              funder.mutate({
                id: account.id,
                funder: signatureType === '0' ? null : text.trim(),
                signatureType: Number(signatureType) as 0 | 1 | 2 | 3,
              })
            }
          >
            Save funder
          </Button>
        </div>
      )}
      {action && error && <div className="field-error">{error.message}</div>}
    </div>
  );
}
