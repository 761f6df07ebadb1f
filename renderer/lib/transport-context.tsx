import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ConnectionState, Transport } from './transport.js';
import { useUpstreamOfflineSince } from './upstream-state.js';

const TransportContext = createContext<Transport | null>(null);

export function TransportProvider({
  transport,
  children,
}: {
  transport: Transport;
  children: ReactNode;
}) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>;
}

export function useTransport(): Transport {
  const transport = useContext(TransportContext);
  if (!transport) throw new Error('useTransport outside TransportProvider');
  return transport;
}

/** Why trading actions are off while the connection to the service is down. */
export const DISCONNECTED_REASON =
  'Not connected to the service: orders and cancels are off until it is back.';

export const UPSTREAM_OFFLINE_REASON =
  'The venue does not answer: orders and cancels are off until it does.';

/**
 * Why trading actions are off now (the connection to the service is down, or a mirror's venue
 * does not answer), or null when they are on.
 */
export function useTradingBlocked(): string | null {
  const connected = useConnectionState() === 'open';
  const upstreamOffline = useUpstreamOfflineSince() !== null;
  if (!connected) return DISCONNECTED_REASON;
  return upstreamOffline ? UPSTREAM_OFFLINE_REASON : null;
}

/** The live connection state, re-rendering on every change. */
export function useConnectionState(): ConnectionState {
  const transport = useTransport();
  return useSyncExternalStore(
    (onChange) => transport.onState(onChange),
    () => transport.state(),
  );
}
