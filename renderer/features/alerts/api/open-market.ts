import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { selectMarket } from '../../../stores/selection-store.js';
import { notify } from '../../../stores/ui-store.js';
import { rpcQueryOptions, toCallError } from '../../../lib/queries.js';
import { useTransport } from '../../../lib/transport-context.js';

/** Opens the market a firing or a conditional order is about, by its condition id. */
export function useOpenMarket(): (conditionId: string) => void {
  const transport = useTransport();
  const client = useQueryClient();
  return useCallback(
    (conditionId: string) => {
      const query = rpcQueryOptions(transport, 'catalog.market', { id: conditionId });
      client
        .fetchQuery({ ...query, staleTime: 60_000 })
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
