import { useQuery } from '@tanstack/react-query';
import { toCallError, rpcQueryKey, type RpcOutput } from '../../../lib/queries.js';
import type { CallError, Transport } from '../../../lib/transport.js';
import { useTransport } from '../../../lib/transport-context.js';
import { pageIdle } from '../../../lib/when-idle.js';

export const HEARTBEAT_INTERVAL_MS = 5_000;

export interface Heartbeat {
  status: RpcOutput<'service.status'>;
  /** Round trip of the call, milliseconds. */
  latencyMs: number;
  /** When the round trip completed (Date.now()). */
  at: number;
}

/** Resolves once the transport is open: at once when it is. */
function opened(transport: Transport): Promise<void> {
  if (transport.state() === 'open') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = transport.onState((state) => {
      if (state !== 'open') return;
      stop();
      resolve();
    });
  });
}

/** The longest a beat waits for an idle page before it times its round trip anyway. */
const IDLE_WAIT_MS = 1_000;

/**
 * Calls `service.status` every few seconds and times the round trip, from a connection that is
 * open and a page that is idle: a call made while it connects waits for it, and an answer that
 * arrives while the page is busy (drawing its first screen, say) waits for the page. Neither
 * wait is the service's latency.
 */
export function useHeartbeat() {
  const transport = useTransport();
  return useQuery<Heartbeat, CallError>({
    queryKey: [...rpcQueryKey('service.status', {}), 'heartbeat'],
    queryFn: async () => {
      await opened(transport);
      await pageIdle(IDLE_WAIT_MS);
      const started = performance.now();
      try {
        const status = await transport.call('service.status', {});
        return { status, latencyMs: performance.now() - started, at: Date.now() };
      } catch (error) {
        throw toCallError(error);
      }
    },
    refetchInterval: HEARTBEAT_INTERVAL_MS,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
  });
}
