import type { Alert, Market } from '../../../../server/contract/index.js';
import { alertTestIds } from '../../../lib/alert-test-ids.js';
import { marketOutcomes } from '../../../stores/selection-store.js';
import { alertRequestFor } from '../alert-market.js';
import { requestAlertForm } from '../alerts-store.js';
import { useAlerts } from '../api/alerts.js';

/** Whether an alert that is not done watches the market or one of its outcomes. */
function watched(market: Market, alerts: readonly Alert[]): boolean {
  const tokens = new Set(marketOutcomes(market).map((outcome) => outcome.tokenId));
  return alerts.some(
    ({ condition, state }) =>
      state !== 'done' &&
      (('conditionId' in condition && condition.conditionId === market.conditionId) ||
        ('tokenId' in condition && tokens.has(condition.tokenId))),
  );
}

/**
 * The market header's bell: a new alert on the outcome shown, at its current price. Rung (and
 * pressed) while an alert watches this market.
 */
export function AlertBell({
  market,
  outcomeIndex,
  price,
}: {
  market: Market;
  outcomeIndex: number;
  /** The outcome's live price (0..1), or null while unknown. */
  price: number | null;
}) {
  const alerts = useAlerts();
  const rung = watched(market, alerts.data ?? []);
  return (
    <button
      type="button"
      className="alert-bell"
      aria-pressed={rung}
      aria-label="Alert when…"
      title={rung ? 'Alerts watch this market · add another' : 'Alert when…'}
      onClick={() => requestAlertForm(alertRequestFor(market, outcomeIndex, price))}
      data-testid={alertTestIds.bell}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0"
          fill={rung ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
