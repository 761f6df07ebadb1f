import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AccountEvent } from '../../../../server/contract/index.js';
import { useTransport } from '../../../lib/transport-context.js';
import { invalidateAccountData } from '../../accounts/api/account-data.js';

/**
 * The `account` channel: whenever the current account's orders, fills, balance or the vault
 * change, everything the account shows is refetched (at most once per burst of events).
 */
export function useAccountEvents(): void {
  const transport = useTransport();
  const client = useQueryClient();
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = transport.subscribe('account', undefined, (data) => {
      const events = (Array.isArray(data) ? data : [data]) as AccountEvent[];
      if (events.length === 0 || pending !== null) return;
      pending = setTimeout(() => {
        pending = null;
        void invalidateAccountData(client);
      }, 100);
    });
    return () => {
      unsubscribe();
      if (pending !== null) clearTimeout(pending);
    };
  }, [transport, client]);
}
