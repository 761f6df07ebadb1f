import { notify } from '../../../stores/ui-store.js';
import { Button } from '../../../components/button.js';
import { copyText } from '../../settings/index.js';
import { useAccountQuery } from '../api/account-query.js';
import { useVaultMutation } from '../api/vault-mutation.js';

function CopyRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="credential-row">
      <span className="dim">{label}</span>
      <code className="mono truncate">{value}</code>
      <Button
        size="sm"
        onClick={() =>
          copyText(value).then(
            () => notify({ kind: 'success', title: `${label} copied` }),
            () => notify({ kind: 'error', title: 'Could not copy' }),
          )
        }
      >
        Copy
      </Button>
    </div>
  );
}

/** API credentials for scripts: the secret is shown once, right after creation. */
export function ApiKeySection() {
  const keys = useAccountQuery('vault.apiKeys', {}, { needsUnlock: true });
  const create = useVaultMutation('vault.createApiKey', { quiet: true });
  return (
    <div className="vault-section">
      <div className="vault-section-title">API credentials for scripts</div>
      <div className="dim">
        {keys.isError ? keys.error.message : `${keys.data?.length ?? 0} key(s) on this account`}
      </div>
      {create.data ? (
        <div className="credentials">
          <p className="vault-warning">
            Copy these now: the secret and passphrase are not shown again. Anyone with them can
            trade this account through the local API.
          </p>
          <CopyRow label="API key" value={create.data.apiKey} />
          <CopyRow label="Secret" value={create.data.secret} />
          <CopyRow label="Passphrase" value={create.data.passphrase} />
        </div>
      ) : (
        <Button size="sm" busy={create.isPending} onClick={() => create.mutate({})}>
          Create API key
        </Button>
      )}
      {create.error && <div className="field-error">{create.error.message}</div>}
    </div>
  );
}
