import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ConnectionState, Transport } from './transport.js';

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

/** Why trading actions are off now (the connection is down), or null when they are on. */
export function useTradingBlocked(): string | null {
  return useConnectionState() === 'open' ? null : DISCONNECTED_REASON;
}

/** The live connection state, re-rendering on every change. */
export function useConnectionState(): ConnectionState {
  const transport = useTransport();
  return useSyncExternalStore(
    (onChange) => transport.onState(onChange),
    () => transport.state(),
  );
}
