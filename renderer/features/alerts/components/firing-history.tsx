import type { AlertFiring } from '../../../../server/contract/index.js';
import { alertTestIds } from '../../../lib/alert-test-ids.js';
import { formatDate, formatRelative } from '../../../lib/format.js';

/** What fired, newest first; a firing about a market opens it. */
export function FiringHistory({
  firings,
  onOpen,
}: {
  firings: readonly AlertFiring[];
  onOpen: (conditionId: string) => void;
}) {
  if (firings.length === 0) return <div className="dim alerts-none">Nothing has fired yet.</div>;
  return (
    <ol className="alerts-history" aria-label="Firings, newest first">
      {firings.map((firing) => {
        const { conditionId } = firing;
        return (
          <li key={firing.id}>
            <button
              type="button"
              className="alerts-firing"
              disabled={conditionId === null}
              title={conditionId === null ? undefined : 'Open the market'}
              onClick={() => conditionId !== null && onOpen(conditionId)}
              data-testid={alertTestIds.firing}
              data-condition-id={conditionId ?? undefined}
            >
              <time className="num dim" dateTime={new Date(firing.at).toISOString()}>
                {formatDate(firing.at, true)}
              </time>
              <span className="truncate">{firing.summary}</span>
              <span className="dim">{formatRelative(firing.at)}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
