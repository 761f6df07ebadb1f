import type { Database } from '../storage/index.js';
import { mirrorControl, type MirrorControl } from './mirror-status.js';
import { createCatalogSync, type CatalogSync } from './sync/index.js';
import type { UpstreamClient } from './upstream/index.js';

export interface MirrorSyncSettings {
  catalogSync?: { intervalMs?: number; fullIntervalMs?: number };
  logLevel: string;
}

/**
 * A mirror's catalog sync, started: a run now, then on its schedule, and an incremental run
 * as soon as the upstream answers again after being offline.
 */
export function startMirrorSync(
  db: Database,
  upstream: UpstreamClient,
  settings: MirrorSyncSettings,
): { sync: CatalogSync; control: MirrorControl; stop(): Promise<void> } {
  const sync = createCatalogSync({
    db,
    upstream,
    ...settings.catalogSync,
    onError: (error) => {
      if (settings.logLevel === 'silent') return;
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`catalog sync failed: ${message}\n`);
    },
  });
  const stopWatching = upstream.health.onChange((online) => {
    if (online) void sync.runNow();
  });
  sync.start();
  return {
    sync,
    control: mirrorControl(upstream, sync),
    async stop() {
      stopWatching();
      await sync.stop();
    },
  };
}
