import type { MirrorStatus } from '../../../server/contract/index.js';
import { lazyNumberFormat } from '../../lib/format.js';

/** How often `mirror.status` is asked while a sync runs: its progress moves. */
export const SYNC_POLL_MS = 1_500;
/** How often otherwise: online/offline and the next sync change slowly. */
export const IDLE_POLL_MS = 10_000;

export const pollInterval = (status: MirrorStatus | undefined): number =>
  status?.sync?.state === 'syncing' ? SYNC_POLL_MS : IDLE_POLL_MS;

export interface SyncProgress {
  /** "Full sync · events 1,200 / 5,000" */
  label: string;
  /** 0..1, or null when the phase's total is unknown (the bar then runs indeterminate). */
  fraction: number | null;
}

const count = lazyNumberFormat();

/** The running sync's phase and progress, or null when none runs. */
export function syncProgress(status: MirrorStatus | undefined): SyncProgress | null {
  const sync = status?.sync;
  if (!sync || sync.state !== 'syncing') return null;
  const kind = sync.kind === 'full' ? 'Full sync' : 'Syncing';
  const phase = sync.phase ? ` · ${sync.phase}` : '';
  // Before its first phase a run has nothing to count yet.
  let figures = sync.phase === null && sync.done === 0 ? '…' : ` ${count().format(sync.done)}`;
  if (sync.total !== null)
    figures = ` ${count().format(sync.done)} / ${count().format(sync.total)}`;
  const fraction =
    sync.total === null || sync.total <= 0
      ? null
      : Math.min(1, Math.max(0, sync.done / sync.total));
  return { label: `${kind}${phase}${figures}`, fraction };
}

export interface UpstreamView {
  word: 'Online' | 'Offline';
  /** The class that colours it: colour carries meaning only. */
  tone: 'up' | 'down';
  title: string;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The upstream's reachability in mirror mode, or null in local-venue mode. */
export function upstreamView(status: MirrorStatus | undefined): UpstreamView | null {
  if (!status || status.mode !== 'mirror' || status.online === null) return null;
  const host = status.upstream ? hostOf(status.upstream.clob) : 'the upstream';
  if (status.online) return { word: 'Online', tone: 'up', title: `${host} answers` };
  const why = status.lastError ? `: ${status.lastError}` : '';
  return { word: 'Offline', tone: 'down', title: `${host} does not answer${why}` };
}

/** When the catalog last finished syncing (or null), and whether that run failed. */
export function lastSync(status: MirrorStatus | undefined): {
  at: string | null;
  failed: string | null;
} {
  const sync = status?.sync;
  if (!sync) return { at: null, failed: null };
  return { at: sync.finishedAt, failed: sync.state === 'failed' ? (sync.error ?? 'failed') : null };
}
