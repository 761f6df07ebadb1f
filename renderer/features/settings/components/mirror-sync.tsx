import { useEffect, useState } from 'react';
import { Button } from '../../../components/button.js';
import { ErrorState, Loading } from '../../../components/states.js';
import { formatDate, formatRelative, lazyNumberFormat } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import { useMirrorStatus, lastSync, syncProgress } from '../../status/index.js';
import { useSyncNow } from '../api/sync-now.js';

const count = lazyNumberFormat();

/** Re-renders every few seconds so "3m ago" stays true while the dialog is open. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The mirror's catalog sync: when it last finished, what it holds, and "Sync now". */
export function MirrorSync() {
  const status = useMirrorStatus();
  const syncNow = useSyncNow();
  const now = useNow();
  if (status.isPending) return <Loading label="Loading the sync status…" />;
  if (status.isError) {
    return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  }
  const sync = status.data.sync;
  const progress = syncProgress(status.data);
  const last = lastSync(status.data);
  return (
    <div className="settings-row" data-testid={testIds.lastSync}>
      <span className="dim">Catalog sync</span>
      <span className="settings-copy">
        {progress ? (
          <span>{progress.label}</span>
        ) : last.failed ? (
          <span className="down" title={last.failed}>
            Last sync failed: {last.failed}
          </span>
        ) : (
          <span title={formatDate(last.at, true)}>
            {last.at ? `Synced ${formatRelative(last.at, now)}` : 'Never synced'}
            {sync && (
              <span className="dim">
                {' '}
                · {count().format(sync.markets)} markets, {count().format(sync.events)} events
              </span>
            )}
          </span>
        )}
        <Button
          size="sm"
          busy={syncNow.isPending}
          disabled={progress !== null}
          onClick={() => syncNow.mutate({})}
          data-testid={testIds.syncNow}
        >
          Sync now
        </Button>
      </span>
    </div>
  );
}
