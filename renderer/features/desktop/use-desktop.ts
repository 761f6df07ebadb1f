import { useEffect, useState } from 'react';
import type { KeychainStatus, ServiceState } from '../../../server/contract/index.js';
import { desktopApi } from '../../lib/desktop-bridge.js';

/** The service's state as the desktop shell reports it; null in web mode. */
export function useServiceState(): ServiceState | null {
  const [state, setState] = useState<ServiceState | null>(null);
  useEffect(() => {
    const api = desktopApi();
    if (!api) return;
    let live = true;
    const stop = api.onServiceState(setState);
    void api.serviceState().then((current) => {
      if (live) setState(current);
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return state;
}

/** The keychain's availability and the accounts it remembers; null in web mode. */
export function useKeychain(): { status: KeychainStatus | null; refresh(): void } {
  const [status, setStatus] = useState<KeychainStatus | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const api = desktopApi();
    if (!api) return;
    let live = true;
    void api.keychainStatus().then((next) => {
      if (live) setStatus(next);
    });
    return () => {
      live = false;
    };
  }, [version]);
  return { status, refresh: () => setVersion((value) => value + 1) };
}
