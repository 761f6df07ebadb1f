import { useState } from 'react';
import type { Grant } from '../../../../server/contract/index.js';
import { Button } from '../../../components/button.js';
import { Empty, ErrorState, Loading } from '../../../components/states.js';
import { testIds } from '../../../lib/test-ids.js';
import { useConnectionState, DISCONNECTED_REASON } from '../../../lib/transport-context.js';
import { notify } from '../../../stores/ui-store.js';
import { useVaultStatus } from '../../accounts/index.js';
import { useServiceStatus } from '../../settings/index.js';
import { useGrants, useRevokeGrants } from '../api/grants.js';
import { plural, revokeOutcome, statusAt, type RevokeOutcome } from '../grant-usage.js';
import { AuditLog } from './audit-log.js';
import { ConfirmAction } from './confirm-action.js';
import { GrantCard } from './grant-card.js';
import { GrantFormView, type CreatedGrant } from './grant-form-view.js';
import { TokenReveal } from './token-reveal.js';
import { useNow } from './use-now.js';
import './scripts.css';

/** What the last revoke did, under the pane's head: which grants, what was cancelled, what not. */
interface RevokeReport {
  target: string;
  outcome: RevokeOutcome;
}

function RevokeResult({ report }: { report: RevokeReport }) {
  const { outcome } = report;
  const tone = outcome.kind === 'warning' ? 'down' : outcome.kind === 'success' ? 'up' : 'dim';
  return (
    <div className="grant-revoke-result" role="status" data-testid={testIds.grantRevokeResult}>
      <span className={tone}>
        {report.target}: {outcome.title}.
      </span>
      {outcome.stillOpen.length > 0 && (
        <ul className="grant-still-open">
          {outcome.stillOpen.map((line) => (
            <li key={line} className="mono">
              still open {line}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Active grants first, each group newest first as the service lists them. */
const activeFirst = (grants: readonly Grant[], now: number): Grant[] => [
  ...grants.filter((grant) => statusAt(grant, now) === 'active'),
  ...grants.filter((grant) => statusAt(grant, now) !== 'active'),
];

/**
 * Settings › Scripts: the grants that let scripts trade for a vault account without its key,
 * live, with their audit log and their kill switches.
 */
export function ScriptsSection() {
  const grants = useGrants();
  const vault = useVaultStatus();
  const apiUrl = useServiceStatus().data?.apiUrl ?? null;
  const revoke = useRevokeGrants();
  const blocked = useConnectionState() === 'open' ? null : DISCONNECTED_REASON;
  const now = useNow(1_000);
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<CreatedGrant | null>(null);
  const [report, setReport] = useState<RevokeReport | null>(null);
  const [auditGrant, setAuditGrant] = useState<string | null>(null);

  const accounts = vault.data?.accounts ?? [];
  const accountName = (id: string) => accounts.find((account) => account.id === id)?.name ?? null;
  const list = activeFirst(grants.data ?? [], now);
  const active = list.filter((grant) => statusAt(grant, now) === 'active');
  const openOrders = active.reduce((sum, grant) => sum + grant.usage.openOrders, 0);

  const runRevoke = (target: string, id: string | undefined, done: () => void) => {
    setReport(null);
    revoke.mutate(id ? { id } : {}, {
      onSuccess: (answer) => {
        const outcome = revokeOutcome(answer);
        setReport({ target, outcome });
        notify({
          kind: outcome.kind,
          title: `${target}: ${outcome.title}`,
          ...(outcome.stillOpen.length > 0 ? { detail: outcome.stillOpen.join('; ') } : {}),
        });
      },
      onError: (error) =>
        notify({ kind: 'error', title: `${target}: not revoked`, detail: error.message }),
      onSettled: done,
    });
  };
  const onCreated = (answer: CreatedGrant) => {
    setCreated(answer);
    setFormOpen(false);
  };
  const dismissToken = () => setCreated(null);

  return (
    <div className="scripts" data-testid={testIds.scriptsPane}>
      <div className="scripts-head">
        <p className="dim scripts-intro">
          A grant lets a script trade for one vault account over the local API, within limits you
          set, without its key. Revoking cancels its open orders.
        </p>
        <Button
          size="sm"
          variant="primary"
          disabled={formOpen || accounts.length === 0}
          title={accounts.length === 0 ? 'Create or import an account first' : undefined}
          onClick={() => setFormOpen(true)}
          data-testid={testIds.grantNew}
        >
          New grant
        </Button>
        <ConfirmAction
          label="Revoke all & cancel"
          question={`Revoke ${plural(active.length, 'grant')} and cancel ${plural(openOrders, 'open order')}?`}
          confirmLabel="Revoke all now"
          busy={revoke.isPending && revoke.variables?.id === undefined}
          disabled={active.length === 0 || blocked !== null}
          title={blocked ?? 'Kill switch: revoke every grant and cancel their open orders'}
          onConfirm={(done) => runRevoke('All grants', undefined, done)}
          testId={testIds.grantRevokeAll}
          confirmTestId={testIds.grantRevokeAllConfirm}
        />
      </div>
      {vault.data && !vault.data.unlocked && accounts.length > 0 && (
        <div className="scripts-warning" role="status">
          The vault is locked: grants cannot place or cancel orders until it is unlocked.
        </div>
      )}
      {created && (
        <TokenReveal
          grantName={created.grant.name}
          accountName={accountName(created.grant.accountId) ?? created.grant.address}
          token={created.token}
          apiUrl={apiUrl}
          onDone={dismissToken}
        />
      )}
      {formOpen && (
        <GrantFormView
          accounts={accounts}
          defaultAccountId={vault.data?.currentId ?? accounts[0]?.id ?? ''}
          activeNames={active.map((grant) => grant.name)}
          onCreated={onCreated}
          onCancel={() => setFormOpen(false)}
        />
      )}
      {report && <RevokeResult report={report} />}
      <h3 className="settings-heading">Grants</h3>
      {grants.isPending && <Loading label="Loading grants…" />}
      {grants.isError && (
        <ErrorState
          title="Could not load the grants"
          error={grants.error}
          onRetry={() => void grants.refetch()}
        />
      )}
      {grants.data?.length === 0 && (
        <Empty title="No grants yet">
          {accounts.length === 0
            ? 'Create or import an account first: a grant trades for one of them.'
            : 'New grant issues a token a script uses to trade for one account, within the limits you set.'}
        </Empty>
      )}
      {list.length > 0 && (
        <ul className="grant-list">
          {list.map((grant) => (
            <GrantCard
              key={grant.id}
              grant={grant}
              accountName={accountName(grant.accountId)}
              now={now}
              revoking={revoke.isPending && revoke.variables?.id === grant.id}
              blocked={blocked}
              onRevoke={(target, done) => runRevoke(`“${target.name}”`, target.id, done)}
            />
          ))}
        </ul>
      )}
      {grants.data && grants.data.length > 0 && (
        <AuditLog grants={grants.data} grantId={auditGrant} onFilter={setAuditGrant} />
      )}
    </div>
  );
}
