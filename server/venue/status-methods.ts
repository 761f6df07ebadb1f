import { ServiceError, type MirrorStatus, type HandlerGroup } from '../contract/index.js';

/** The service's mode and upstream, and the catalog sync where one runs. */
export interface VenueStatus {
  status(): MirrorStatus;
  /** Starts a sync now; null where no sync runs (the local venue). */
  syncNow: ((full: boolean) => MirrorStatus) | null;
}

/** A local venue's status: no upstream, no sync. */
export const localVenueStatus: VenueStatus = {
  status: () => ({
    mode: 'local-venue',
    upstream: null,
    online: null,
    lastContactAt: null,
    lastError: null,
    sync: null,
  }),
  syncNow: null,
};

/** GET /sync/status in either mode; POST /sync where a catalog sync runs (mirror mode). */
export function createStatusHandlers(
  control: VenueStatus,
): HandlerGroup<'mirror.status' | 'mirror.syncNow'> {
  return {
    'mirror.status': () => control.status(),
    'mirror.syncNow': ({ full }) => {
      if (!control.syncNow) {
        throw new ServiceError('unavailable', 'the catalog sync runs in mirror mode only');
      }
      return control.syncNow(full ?? false);
    },
  };
}
