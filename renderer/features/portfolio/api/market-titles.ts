import { useQueries } from '@tanstack/react-query';
import { rpcQueryOptions } from '../../../lib/queries.js';
import { useTransport } from '../../../lib/transport-context.js';

/** Questions of the markets some rows name by condition id (orders and fills carry no title). */
export function useMarketTitles(conditionIds: readonly string[]): Map<string, string> {
  const transport = useTransport();
  const unique = [...new Set(conditionIds)];
  return useQueries({
    queries: unique.map((id) => ({
      ...rpcQueryOptions(transport, 'catalog.market', { id }),
      staleTime: Infinity,
    })),
    combine: (results) =>
      new Map(
        results.flatMap((result, index) =>
          result.data ? [[unique[index]!, result.data.question] as const] : [],
        ),
      ),
  });
}
