import { useEffect, useRef } from 'react';
import type { FeedBatch, LastTrade, MarketFeed } from './market-feed.js';
import { createThrottle, type Throttle } from './throttle.js';

/** Trades come in bursts; a read per burst second is enough for a list or a chart. */
const MIN_INTERVAL_MS = 1_000;

type Refetch = (options: { cancelRefetch: boolean }) => Promise<unknown>;

interface FeedRefetchOptions {
  /** Whether a frame's changes call for a read. */
  matches: (batch: FeedBatch) => boolean;
  enabled?: boolean;
  /**
   * Read this long after the first change instead of at once (a throttle of one read per
   * second): for what the service derives from the changes a moment later.
   */
  afterMs?: number;
}

/** One read `afterMs` after the first request; the requests meanwhile ride on it. */
function delayedRun(run: () => void, afterMs: number): Throttle {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    request() {
      timer ??= setTimeout(() => {
        timer = null;
        run();
      }, afterMs);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * Calls `refetch` when a frame of the feed `matches`; a refetch in flight is not cancelled by
 * the next one (`cancelRefetch: false`).
 */
export function useFeedRefetch(
  feed: MarketFeed | null,
  refetch: Refetch,
  { matches, enabled = true, afterMs }: FeedRefetchOptions,
): void {
  const latest = useRef({ refetch, matches });
  useEffect(() => {
    latest.current = { refetch, matches };
  });
  useEffect(() => {
    if (!feed || !enabled) return;
    const run = () => {
      latest.current.refetch({ cancelRefetch: false }).catch(() => undefined);
    };
    const schedule =
      afterMs === undefined ? createThrottle(run, MIN_INTERVAL_MS) : delayedRun(run, afterMs);
    const stop = feed.onBatch((batch) => {
      if (latest.current.matches(batch)) schedule.request();
    });
    return () => {
      stop();
      schedule.cancel();
    };
  }, [feed, enabled, afterMs]);
}

/** Calls `refetch` when the feed reports a trade that `matches`, at most once a second. */
export function useTradeRefetch(
  feed: MarketFeed | null,
  refetch: Refetch,
  matches: (trade: LastTrade) => boolean,
  enabled = true,
): void {
  useFeedRefetch(feed, refetch, {
    matches: (batch) => batch.trades.some(matches),
    enabled,
  });
}
