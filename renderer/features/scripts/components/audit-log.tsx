import type { Grant } from '../../../../server/contract/index.js';
import { Select } from '../../../components/select.js';
import { Empty, ErrorState, Loading } from '../../../components/states.js';
import { formatDate, timeOfDayFormat } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import { useGrantAudit } from '../api/grants.js';
import { auditTone } from '../grant-usage.js';

const ALL = '';

/** What the grants did, newest first: every grant's, or one's. */
export function AuditLog({
  grants,
  grantId,
  onFilter,
}: {
  grants: readonly Grant[];
  grantId: string | null;
  onFilter: (grantId: string | null) => void;
}) {
  const audit = useGrantAudit(grantId);
  const options = [
    { value: ALL, label: 'All grants' },
    ...grants.map((grant) => ({ value: grant.id, label: grant.name })),
  ];
  return (
    <section className="grant-audit" data-testid={testIds.grantAudit}>
      <div className="grant-section-head">
        <h3 className="settings-heading">Audit log</h3>
        <Select
          aria-label="Show the log of"
          value={grantId ?? ALL}
          options={options}
          onChange={(value) => onFilter(value === ALL ? null : value)}
          data-testid={testIds.grantAuditFilter}
        />
      </div>
      {audit.isPending && <Loading label="Loading the audit log…" />}
      {audit.isError && (
        <ErrorState
          title="Could not load the audit log"
          error={audit.error}
          onRetry={() => void audit.refetch()}
        />
      )}
      {audit.data?.length === 0 && (
        <Empty title="Nothing logged yet">
          Each order, refusal, cancel and revoke of a grant is written here.
        </Empty>
      )}
      {audit.data && audit.data.length > 0 && (
        <div className="grant-audit-scroll">
          <table className="grant-audit-table">
            <thead>
              <tr>
                <th>Time</th>
                <th>Grant</th>
                <th>Kind</th>
                <th>Summary</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((entry) => (
                <tr key={entry.id} data-testid={testIds.grantAuditRow} data-kind={entry.kind}>
                  <td className="num" title={formatDate(entry.at, true)}>
                    {timeOfDayFormat().format(entry.at)}
                  </td>
                  <td className="truncate grant-audit-name" title={entry.grantName}>
                    {entry.grantName}
                  </td>
                  <td className={auditTone(entry.kind)}>{entry.kind}</td>
                  <td className="grant-audit-summary" title={entry.summary}>
                    {entry.summary}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
