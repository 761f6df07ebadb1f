import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AccountEvent } from '../../../../server/contract/index.js';
import { useTransport } from '../../../lib/transport-context.js';
import { invalidateAccountData } from '../../accounts/index.js';
import { createReconnectWatch } from '../reconnect-watch.js';

/**
 * The `account` channel: whenever the current account's orders, fills, balance or the vault
 * change, everything the account shows is refetched (at most once per burst of events). After a
 * reconnect it is refetched too: the events sent while the socket was down are lost, and an
 * order or cancel whose answer was lost may have happened.
 */
export function useAccountEvents(): void {
  const transport = useTransport();
  const client = useQueryClient();
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | null = null;
    const refetchSoon = () => {
      if (pending !== null) return;
      pending = setTimeout(() => {
        pending = null;
        void invalidateAccountData(client);
      }, 100);
    };
    const unsubscribe = transport.subscribe('account', undefined, (data) => {
      const events = (Array.isArray(data) ? data : [data]) as AccountEvent[];
      if (events.length > 0) refetchSoon();
    });
    const reopened = createReconnectWatch(transport.state());
    const stopWatching = transport.onState((state) => {
      if (reopened(state)) refetchSoon();
    });
    return () => {
      unsubscribe();
      stopWatching();
      if (pending !== null) clearTimeout(pending);
    };
  }, [transport, client]);
}
