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

/** The live connection state, re-rendering on every change. */
export function useConnectionState(): ConnectionState {
  const transport = useTransport();
  return useSyncExternalStore(
    (onChange) => transport.onState(onChange),
    () => transport.state(),
  );
}
