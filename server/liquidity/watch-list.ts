/** How long a watched market stays as lively as a hot one after it was opened. */
const WATCH_MS = 5 * 60_000;
/** At most this many watched markets at once: the most recently opened. */
const MAX_WATCHED = 8;

/**
 * Markets opened on a page, each lively until its watch ends; opening one again restarts its
 * watch, and past the bound the longest-watched one is let go.
 */
export function createWatchList<T>(watchMs = WATCH_MS, max = MAX_WATCHED) {
  const until = new Map<T, number>();
  return {
    add(item: T, nowMs: number): void {
      until.delete(item);
      until.set(item, nowMs + watchMs);
      for (const oldest of until.keys()) {
        if (until.size <= max) break;
        until.delete(oldest);
      }
    },
    expire(nowMs: number): void {
      for (const [item, endMs] of until) if (endMs <= nowMs) until.delete(item);
    },
    items: (): IterableIterator<T> => until.keys(),
    delete: (item: T): boolean => until.delete(item),
    clear: (): void => until.clear(),
  };
}
