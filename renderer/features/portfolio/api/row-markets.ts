import { useQueries } from '@tanstack/react-query';
import { rpcQueryOptions } from '../../../lib/queries.js';
import { useTransport } from '../../../lib/transport-context.js';

/** What a portfolio row needs of its market: the question and the tick its prices are on. */
export interface RowMarket {
  question: string;
  tickSize: number;
}

/** The markets some rows name by condition id (orders and fills carry no title nor tick). */
export function useRowMarkets(conditionIds: readonly string[]): Map<string, RowMarket> {
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
          result.data
            ? [
                [
                  unique[index]!,
                  {
                    question: result.data.question,
                    tickSize: result.data.orderPriceMinTickSize,
                  },
                ] as const,
              ]
            : [],
        ),
      ),
  });
}
