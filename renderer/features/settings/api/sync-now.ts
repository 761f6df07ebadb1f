import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../stores/ui-store.js';
import { rpcQueryKey, useRpcMutation } from '../../../lib/queries.js';

/** Starts a catalog sync now (mirror mode); the status bar follows its progress. */
export function useSyncNow() {
  const client = useQueryClient();
  return useRpcMutation('settings.syncNow', {
    onSuccess: (status) => client.setQueryData(rpcQueryKey('mirror.status', {}), status),
    onError: (error) => notify({ kind: 'error', title: 'Sync not started', detail: error.message }),
  });
}
