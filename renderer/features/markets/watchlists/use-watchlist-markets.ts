import { useMemo } from 'react';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import type { Market } from '../../../../server/contract/index.js';
import { withMarketDefaults } from '../../../lib/market-defaults.js';
import { rpcQueryOptions } from '../../../lib/queries.js';
import type { CallError } from '../../../lib/transport.js';
import { useTransport } from '../../../lib/transport-context.js';
import { marketKey } from './watchlist-model.js';

/**
 * How often a watchlist's figures are read again. The catalog's prices, spread, change and
 * volume follow the venue's books and fills within about a second; the list follows them at
 * this pace without opening a book stream per market.
 */
export const WATCHLIST_REFRESH_MS = 3_000;
/** Markets one `catalog.markets` call may answer. */
const CHUNK = 100;

export interface WatchlistMarkets {
  /** The catalog's market of each condition id (lower-case) it knows. */
  byId: Map<string, Market>;
  /** Not every chunk has answered yet. */
  pending: boolean;
  /** A chunk failed and none of its markets can be shown. */
  error: CallError | null;
  refetch(): void;
}

/**
 * The catalog's markets of a watchlist, read by condition id and again every few seconds while
 * the list is shown. The ids are sorted before they are asked for, so a reorder asks nothing.
 */
export function useWatchlistMarkets(conditionIds: readonly string[]): WatchlistMarkets {
  const transport = useTransport();
  const chunks = useMemo(() => {
    const sorted = [...new Set(conditionIds.map(marketKey))].sort();
    const out: string[][] = [];
    for (let start = 0; start < sorted.length; start += CHUNK) {
      out.push(sorted.slice(start, start + CHUNK));
    }
    return out;
  }, [conditionIds]);
  return useQueries({
    queries: chunks.map((ids) => ({
      ...rpcQueryOptions(transport, 'catalog.markets', {
        condition_ids: ids,
        limit: CHUNK,
        offset: 0,
        ascending: false,
      }),
      refetchInterval: WATCHLIST_REFRESH_MS,
      placeholderData: keepPreviousData,
    })),
    combine: (results) => {
      const byId = new Map<string, Market>();
      for (const result of results) {
        for (const market of result.data ?? []) {
          byId.set(marketKey(market.conditionId), withMarketDefaults(market));
        }
      }
      return {
        byId,
        pending: results.some((result) => result.isPending || result.isPlaceholderData),
        error: results.find((result) => result.isError && !result.data)?.error ?? null,
        refetch: () => results.forEach((result) => void result.refetch()),
      };
    },
  });
}
