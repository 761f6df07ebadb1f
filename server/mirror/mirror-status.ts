import type { MirrorStatus } from '../contract/index.js';
import type { CatalogSync } from './sync/index.js';
import type { UpstreamClient } from './upstream/index.js';

/** What the status reads of the upstream client. */
export type UpstreamState = Pick<UpstreamClient, 'urls' | 'health'>;

/** GET /sync/status and POST /sync of a service (server/venue/status-methods.ts). */
export interface MirrorControl {
  status(): MirrorStatus;
  /** Starts a sync now. */
  syncNow: (full: boolean) => MirrorStatus;
}

/** A mirror: its upstream's health and its catalog sync. */
export function mirrorControl(upstream: UpstreamState, sync: CatalogSync): MirrorControl {
  const status = (): MirrorStatus => ({
    mode: 'mirror',
    upstream: { ...upstream.urls },
    online: upstream.health.online(),
    lastContactAt: upstream.health.lastContactAt(),
    lastError: upstream.health.lastError(),
    sync: sync.status(),
  });
  return {
    status,
    syncNow(full) {
      void sync.runNow({ full });
      return status();
    },
  };
}
