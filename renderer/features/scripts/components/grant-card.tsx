import type { Grant } from '../../../../server/contract/index.js';
import { formatDate, formatRelative } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import { shortAddress } from '../../accounts/index.js';
import {
  describeRules,
  formatCountdown,
  plural,
  statusAt,
  usageMeters,
  type GrantStatus,
  type UsageMeter,
} from '../grant-usage.js';
import { ConfirmAction } from './confirm-action.js';

interface GrantCardProps {
  grant: Grant;
  accountName: string | null;
  now: number;
  revoking: boolean;
  /** Why revoking is off now (no connection); null when it is on. */
  blocked: string | null;
  onRevoke: (grant: Grant, done: () => void) => void;
}

const STATUS_LABELS: Record<GrantStatus, string> = {
  active: 'Active',
  revoked: 'Revoked',
  expired: 'Expired',
};

function When({ grant, status, now }: { grant: Grant; status: GrantStatus; now: number }) {
  if (status === 'active') {
    return (
      <span title={`Expires ${formatDate(grant.expiresAt, true)}`}>
        Expires in <span className="num">{formatCountdown(grant.expiresAt, now)}</span>
      </span>
    );
  }
  const at = status === 'revoked' ? grant.revokedAt : grant.expiresAt;
  return (
    <span title={formatDate(at, true)}>
      {STATUS_LABELS[status]} {formatRelative(at, now)}
    </span>
  );
}

function Meter({ meter }: { meter: UsageMeter }) {
  return (
    <div
      className={`grant-meter grant-meter-${meter.tone}`}
      data-testid={testIds.grantUsage}
      data-limit={meter.key}
    >
      <span className="grant-meter-label">{meter.label}</span>
      <span className="grant-meter-figure num">
        {meter.used}
        {meter.max !== null && <span className="dim"> / {meter.max}</span>}
      </span>
      {meter.fraction !== null && (
        <span className="grant-meter-bar" aria-hidden="true">
          <span style={{ width: `${Math.round(meter.fraction * 100)}%` }} />
        </span>
      )}
      {meter.note && <span className="grant-meter-note dim">{meter.note}</span>}
    </div>
  );
}

/** One grant: its state, its rules, what it has used of each limit, and its kill switch. */
export function GrantCard({
  grant,
  accountName,
  now,
  revoking,
  blocked,
  onRevoke,
}: GrantCardProps) {
  const status = statusAt(grant, now);
  return (
    <li
      className={`grant grant-${status}`}
      data-testid={testIds.grantRow}
      data-grant-id={grant.id}
      data-grant-name={grant.name}
      data-status={status}
    >
      <div className="grant-head">
        <span className="grant-name truncate" title={grant.name}>
          {grant.name}
        </span>
        <span className={`grant-status grant-status-${status}`}>{STATUS_LABELS[status]}</span>
        <span className="dim truncate grant-account" title={grant.address}>
          for {accountName ?? 'a removed account'}{' '}
          <span className="mono">{shortAddress(grant.address)}</span>
        </span>
        <span className="grant-when">
          <When grant={grant} status={status} now={now} />
        </span>
        <span className="dim grant-when" title={formatDate(grant.lastUsedAt, true)}>
          {grant.lastUsedAt ? `Used ${formatRelative(grant.lastUsedAt, now)}` : 'Never used'}
        </span>
        {status === 'active' && (
          <ConfirmAction
            label="Revoke & cancel"
            question={`Revoke “${grant.name}” and cancel its ${plural(grant.usage.openOrders, 'open order')}?`}
            confirmLabel="Revoke now"
            busy={revoking}
            disabled={blocked !== null}
            title={blocked ?? 'Revoke the token at once and cancel its open orders'}
            onConfirm={(done) => onRevoke(grant, done)}
            testId={testIds.grantRevoke}
            confirmTestId={testIds.grantRevokeConfirm}
          />
        )}
      </div>
      <div className="grant-rules dim truncate" title={describeRules(grant.limits)}>
        {describeRules(grant.limits)}
      </div>
      <div className="grant-meters">
        {usageMeters(grant).map((meter) => (
          <Meter key={meter.key} meter={meter} />
        ))}
      </div>
    </li>
  );
}
