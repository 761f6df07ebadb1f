import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { selectMarket } from '../../../stores/selection-store.js';
import { notify } from '../../../stores/ui-store.js';
import { rpcQueryOptions, toCallError } from '../../../lib/queries.js';
import { useTransport } from '../../../lib/transport-context.js';

/** Selects a market by numeric id or condition id (a portfolio row's market). */
export function useOpenMarket(): (id: string) => void {
  const transport = useTransport();
  const client = useQueryClient();
  return useCallback(
    (id: string) => {
      client
        .fetchQuery({ ...rpcQueryOptions(transport, 'catalog.market', { id }), staleTime: 60_000 })
        .then(selectMarket)
        .catch((error: unknown) =>
          notify({
            kind: 'error',
            title: 'Could not open the market',
            detail: toCallError(error).message,
          }),
        );
    },
    [transport, client],
  );
}
