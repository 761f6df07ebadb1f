import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Market } from '../../../../server/contract/index.js';
import { withMarketDefaults } from '../../../lib/market-defaults.js';
import { rpcQueryOptions, useRpcQuery } from '../../../lib/queries.js';
import type { CallError } from '../../../lib/transport.js';
import { useTransport } from '../../../lib/transport-context.js';
import { MAX_PINNED, type BoardSource } from './board-layout.js';

export interface BoardMarkets {
  /** What the board is of: the event's title, or "Pinned". */
  title: string;
  markets: readonly Market[];
  loading: boolean;
  error: CallError | null;
  /** Pinned ids the catalog no longer has (another mode, a new data dir). */
  missing: readonly string[];
  retry(): void;
}

/**
 * The open markets of an event in the event's own order (its buckets or candidates as the venue
 * lists them), at most MAX_PINNED: a price move never reorders the ladders under the pointer.
 */
function useEventMarkets(eventId: number | null): BoardMarkets {
  const event = useRpcQuery(
    'catalog.event',
    { id: eventId ?? 0 },
    { enabled: eventId !== null, staleTime: 30_000 },
  );
  const data = event.data;
  const markets = useMemo(() => {
    if (!data) return [];
    return data.markets
      .map(withMarketDefaults)
      .filter((market) => !market.closed)
      .slice(0, MAX_PINNED)
      .map((market): Market => ({ ...market, events: [data] }));
  }, [data]);
  return {
    title: data?.title ?? 'Event',
    markets,
    loading: event.isPending,
    error: event.error,
    missing: [],
    retry: () => void event.refetch(),
  };
}

type MarketResult = UseQueryResult<Market>;

/** Stable across renders: the combined answer is shared while it is deeply equal. */
const combinePinned = (results: MarketResult[]) => ({
  markets: results.flatMap((result) => (result.data ? [withMarketDefaults(result.data)] : [])),
  loading: results.some((result) => result.isPending),
  failed: results.map((result) => result.isError),
});

/** The pinned markets as the catalog has them now, in pinning order. */
function usePinnedMarkets(ids: readonly string[], enabled: boolean): BoardMarkets {
  const transport = useTransport();
  const client = useQueryClient();
  const { markets, loading, failed } = useQueries({
    queries: ids.map((id) => ({
      ...rpcQueryOptions(transport, 'catalog.market', { id }),
      staleTime: 30_000,
      enabled,
    })),
    combine: combinePinned,
  });
  return {
    title: 'Pinned',
    markets,
    loading: enabled && loading,
    error: null,
    missing: ids.filter((_, index) => failed[index]),
    retry: () => void client.refetchQueries({ queryKey: ['catalog.market'] }),
  };
}

/** The markets the board of `source` shows. */
export function useBoardMarkets(source: BoardSource, pinned: readonly string[]): BoardMarkets {
  const ofEvent = useEventMarkets(source.kind === 'event' ? source.eventId : null);
  const ofPins = usePinnedMarkets(pinned, source.kind === 'pinned');
  return source.kind === 'event' ? ofEvent : ofPins;
}
