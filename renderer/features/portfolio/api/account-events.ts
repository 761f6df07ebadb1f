import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AccountEvent } from '../../../../server/contract/index.js';
import { useTransport } from '../../../lib/transport-context.js';
import {
  invalidateAccountData,
  queriesChangedBy,
  refetchAccountQueries,
} from '../../accounts/index.js';
import { createReconnectWatch } from '../reconnect-watch.js';

/** How long a burst of account events is gathered before its queries are asked again. */
const BURST_MS = 100;

/**
 * The `account` channel: the queries a burst of the current account's events makes stale are
 * refetched once for the burst (a resting order's events refetch the open orders and the
 * balance, a fill the holdings and history too, a vault event everything). After a reconnect
 * everything is refetched: the events sent while the socket was down are lost, and an order or
 * cancel whose answer was lost may have happened.
 */
export function useAccountEvents(): void {
  const transport = useTransport();
  const client = useQueryClient();
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | null = null;
    let burst: AccountEvent[] = [];
    let everything = false;
    const refetch = () => {
      pending = null;
      const changed = everything ? 'all' : queriesChangedBy(burst);
      burst = [];
      everything = false;
      void (changed === 'all'
        ? invalidateAccountData(client)
        : refetchAccountQueries(client, changed));
    };
    const refetchSoon = () => {
      pending ??= setTimeout(refetch, BURST_MS);
    };
    const unsubscribe = transport.subscribe('account', undefined, (data) => {
      const events = (Array.isArray(data) ? data : [data]) as AccountEvent[];
      if (events.length === 0) return;
      burst.push(...events);
      refetchSoon();
    });
    const reopened = createReconnectWatch(transport.state());
    const stopWatching = transport.onState((state) => {
      if (!reopened(state)) return;
      everything = true;
      refetchSoon();
    });
    return () => {
      unsubscribe();
      stopWatching();
      if (pending !== null) clearTimeout(pending);
    };
  }, [transport, client]);
}
