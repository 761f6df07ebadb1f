import { useEffect, useState } from 'react';
import { openDialog } from '../../../stores/ui-store.js';
import { Kbd } from '../../../components/kbd.js';
import { formatRelative } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import { useConnectionState } from '../../../lib/transport-context.js';
import { useVaultStatus } from '../../accounts/index.js';
import { useHeartbeat } from '../api/heartbeat.js';
import { ModeIndicator } from './mode-indicator.js';
import { LockIcon } from '../../../components/lock-icon.js';

const connectionLabel = {
  connecting: 'Connecting',
  open: 'Connected',
  reconnecting: 'Reconnecting',
  closed: 'Disconnected',
} as const;

/** Re-renders every second so "2s ago" stays true. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function AccountButton() {
  const vault = useVaultStatus();
  const current = vault.data?.accounts.find((account) => account.id === vault.data?.currentId);
  let label = 'No account';
  if (vault.isPending) label = 'Vault…';
  else if (vault.isError) label = 'Vault unavailable';
  else if (current)
    label = `${current.name} · ${current.address.slice(0, 6)}…${current.address.slice(-4)}`;
  const locked = Boolean(current) && vault.data?.unlocked === false;
  return (
    <button
      type="button"
      className="status-item status-account"
      data-testid={testIds.currentAccount}
      data-locked={locked || undefined}
      title="Accounts"
      onClick={() => openDialog('accounts')}
    >
      <span className={locked ? 'status-lock' : 'status-unlock'} aria-hidden="true">
        {locked ? <LockIcon size={11} /> : '●'}
      </span>
      {label}
      {locked && <span className="dim"> (locked)</span>}
    </button>
  );
}

/**
 * Connection, service latency, the last good round trip, the mode (with the upstream and its
 * sync in mirror mode) and the current account.
 */
export function StatusBar() {
  const connection = useConnectionState();
  const heartbeat = useHeartbeat();
  const now = useNow();
  const beat = heartbeat.data;
  const stale = heartbeat.isError || connection !== 'open';
  return (
    <footer className="status-bar" data-testid={testIds.statusBar}>
      <span
        className={`status-item status-connection status-${connection}`}
        data-testid={testIds.connection}
        data-state={connection}
      >
        <span className="status-dot" aria-hidden="true" />
        {connectionLabel[connection]}
      </span>
      <span
        className="status-item num"
        data-testid={testIds.latency}
        title="Round trip of service.status"
      >
        {beat && !stale ? `${Math.max(1, Math.round(beat.latencyMs))} ms` : '— ms'}
      </span>
      <span className={`status-item ${stale ? 'down' : 'dim'}`} title="Last successful round trip">
        ♥ {beat ? formatRelative(beat.at, now) : 'never'}
      </span>
      <ModeIndicator service={beat?.status} />
      <span className="status-spacer" />
      <span className="status-item dim">
        <Kbd>Mod</Kbd> <Kbd>K</Kbd> commands · <Kbd>?</Kbd> shortcuts
      </span>
      <AccountButton />
    </footer>
  );
}
