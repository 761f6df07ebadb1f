import { createExternalStore, useExternalStore } from './external-store.js';

/**
 * Since when a mirror's upstream (the venue) has not answered, Unix ms; null while it answers
 * or in the local venue. The status feature sets it from the mirror's status; the stale notes
 * and the trading guard read it, as they read the connection to the service.
 */
const upstreamStore = createExternalStore<{ offlineSince: number | null }>({ offlineSince: null });

export function setUpstreamOnline(online: boolean | null | undefined, now = Date.now()): void {
  const offlineSince = upstreamStore.get().offlineSince;
  if (online === false && offlineSince === null) upstreamStore.set({ offlineSince: now });
  else if (online !== false && offlineSince !== null) upstreamStore.set({ offlineSince: null });
}

export const useUpstreamOfflineSince = (): number | null =>
  useExternalStore(upstreamStore).offlineSince;
