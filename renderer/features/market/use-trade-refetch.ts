import { useEffect, useRef } from 'react';
import type { LastTrade, MarketFeed } from './market-feed.js';
import { createThrottle } from './throttle.js';

/** Trades come in bursts; a read per burst second is enough for a list or a chart. */
const MIN_INTERVAL_MS = 1_000;

/**
 * Calls `refetch` when the feed reports a trade that `matches`, at most once a second; a
 * refetch in flight is not cancelled by the next one (`cancelRefetch: false`).
 */
export function useTradeRefetch(
  feed: MarketFeed | null,
  refetch: (options: { cancelRefetch: boolean }) => Promise<unknown>,
  matches: (trade: LastTrade) => boolean,
  enabled = true,
): void {
  const latest = useRef({ refetch, matches });
  useEffect(() => {
    latest.current = { refetch, matches };
  });
  useEffect(() => {
    if (!feed || !enabled) return;
    const throttle = createThrottle(() => {
      latest.current.refetch({ cancelRefetch: false }).catch(() => undefined);
    }, MIN_INTERVAL_MS);
    const stop = feed.onBatch((batch) => {
      if (batch.trades.some((trade) => latest.current.matches(trade))) throttle.request();
    });
    return () => {
      stop();
      throttle.cancel();
    };
  }, [feed, enabled]);
}
