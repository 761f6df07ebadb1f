import { useEffect, useState } from 'react';
import type { Transport } from './transport.js';
import { formatRelative, timeOfDayFormat } from './format.js';
import { useConnectionState, useTransport } from './transport-context.js';
import { useUpstreamOfflineSince } from './upstream-state.js';

/**
 * When each transport's connection last went down (ms), null while it is up or has not opened
 * yet: before a first open nothing is on screen that could be out of date, even when a first
 * attempt fails and the transport reconnects.
 */
const downSince = new WeakMap<Transport, { at: number | null }>();

function tracked(transport: Transport): { at: number | null } {
  let entry = downSince.get(transport);
  if (!entry) {
    const first = transport.state();
    // Met while down, the connection may have opened before this page part looked.
    let opened = first !== 'connecting';
    const record = { at: opened && first !== 'open' ? Date.now() : null };
    transport.onState((state) => {
      if (state === 'open') {
        opened = true;
        record.at = null;
      } else if (opened) record.at ??= Date.now();
    });
    downSince.set(transport, record);
    entry = record;
  }
  return entry;
}

/** A moment as the stale notes write it: the time of day to the second. */
export const formatClock = (ms: number): string => timeOfDayFormat().format(ms);

/** What a stale view says: since when it is not current, and why. */
export function staleNote(
  since: number,
  now: number,
  cause: 'service' | 'venue' = 'service',
): string {
  const what = cause === 'service' ? 'Disconnected' : 'The venue has not answered for';
  return `${what} ${formatRelative(since, now)}: shown as of ${formatClock(since)}, reconnecting…`;
}

/**
 * Why what is on screen may not be current: the connection to the service is down, since when,
 * and as of when the figures are; null while it is up. Ticks every second while down.
 */
export function useStaleNote(): string | null {
  const transport = useTransport();
  const record = tracked(transport);
  const [now, setNow] = useState(Date.now);
  // Re-renders on each change of the connection; the record says since when it is down.
  useConnectionState();
  const down = record.at;
  const venueDown = useUpstreamOfflineSince();
  const since = down ?? venueDown;
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  if (since === null) return null;
  return staleNote(since, Math.max(now, since), down === null ? 'venue' : 'service');
}
