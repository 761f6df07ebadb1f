import type { Alert } from '../../../../server/contract/index.js';
import { Button } from '../../../components/button.js';
import { ErrorState, Loading } from '../../../components/states.js';
import { alertTestIds } from '../../../lib/alert-test-ids.js';
import { formatRelative } from '../../../lib/format.js';
import { useSelection } from '../../../stores/selection-store.js';
import { notify } from '../../../stores/ui-store.js';
import { alertRequestFor } from '../alert-market.js';
import { requestAlertForm } from '../alerts-store.js';
import { useAlerts, useDeleteAlert, useFirings } from '../api/alerts.js';
import { useOpenMarket } from '../api/open-market.js';
import { FiringHistory } from './firing-history.js';
import { NotificationAccessNote } from './notification-access.js';

const STATE_LABELS: Record<Alert['state'], string> = {
  armed: 'armed',
  waiting: 'fired, re-arms once false',
  done: 'done',
};

const rearmText = (alert: Alert): string =>
  alert.rearm.mode === 'once'
    ? 'once'
    : alert.rearm.mode === 'every'
      ? 'every crossing'
      : `every crossing, ${alert.rearm.minutes} min apart`;

/** The portfolio's Alerts tab: every alert with its state and firings, and the history. */
export function AlertsTab() {
  const alerts = useAlerts();
  const firings = useFirings();
  const remove = useDeleteAlert();
  const open = useOpenMarket();
  const { market, outcomeIndex } = useSelection();
  const removing = remove.isPending ? remove.variables.id : null;

  return (
    <div className="alerts-panel" data-testid={alertTestIds.panel}>
      <div className="alerts-bar">
        <Button
          size="sm"
          onClick={() => requestAlertForm(alertRequestFor(market, outcomeIndex))}
          data-testid={alertTestIds.newAlert}
        >
          New alert…
        </Button>
        <NotificationAccessNote />
      </div>
      <div className="alerts-columns">
        <section className="alerts-column" aria-label="Alerts">
          {alerts.isPending ? (
            <Loading />
          ) : alerts.isError ? (
            <ErrorState error={alerts.error} onRetry={() => void alerts.refetch()} />
          ) : alerts.data.length === 0 ? (
            <div className="dim alerts-none">
              No alerts. Use the bell on a market, or “Alert when…” in the palette (Ctrl/⌘ K).
            </div>
          ) : (
            <table className="data-table">
              <thead>
                <tr>
                  <th>Alert</th>
                  <th>State</th>
                  <th className="num">Fired</th>
                  <th>Last fired</th>
                  <th aria-label="Delete" />
                </tr>
              </thead>
              <tbody>
                {alerts.data.map((alert) => (
                  <tr
                    key={alert.id}
                    data-testid={alertTestIds.row}
                    data-alert-id={alert.id}
                    data-state={alert.state}
                  >
                    <td>
                      <span className="cell-title truncate" title={alert.title}>
                        {alert.title}
                      </span>
                      <span className="dim alerts-rearm">
                        {rearmText(alert)}
                        {alert.note && ` · ${alert.note}`}
                      </span>
                    </td>
                    <td>
                      <span className={`alerts-state alerts-state-${alert.state}`}>
                        {STATE_LABELS[alert.state]}
                      </span>
                    </td>
                    <td className="num">{alert.firings}</td>
                    <td>{alert.lastFiredAt === null ? '–' : formatRelative(alert.lastFiredAt)}</td>
                    <td>
                      <Button
                        size="sm"
                        variant="ghost"
                        busy={removing === alert.id}
                        aria-label={`Delete the alert ${alert.title}`}
                        onClick={() =>
                          remove.mutate(
                            { id: alert.id },
                            {
                              onError: (error) =>
                                notify({
                                  kind: 'error',
                                  title: 'Could not delete the alert',
                                  detail: error.message,
                                }),
                            },
                          )
                        }
                        data-testid={alertTestIds.deleteAlert}
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className="alerts-column" aria-label="History">
          <h3 className="alerts-heading">History</h3>
          {firings.isError ? (
            <ErrorState error={firings.error} onRetry={() => void firings.refetch()} />
          ) : (
            <FiringHistory firings={firings.data ?? []} onOpen={open} />
          )}
        </section>
      </div>
    </div>
  );
}
