import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { MarketFeed } from '../../market/index.js';
import type { TicketBook } from '../book-walk.js';
import { ticketBookOf } from '../live-book.js';

export interface LiveTicketBook {
  book: TicketBook;
  /** False until the feed has this token's book (from the stream or the first read). */
  ready: boolean;
  /** Grows with every change of this book. */
  version: number;
}

/**
 * One token's book from the shared market feed, re-read when a frame's batch touches it.
 * The store update is synchronous, so the ticket renders in the same frame as the ladder.
 */
export function useLiveBook(feed: MarketFeed | null, tokenId: string): LiveTicketBook {
  const version = useRef(0);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!feed) return () => undefined;
      return feed.onBatch((batch) => {
        if (!batch.touched.has(tokenId)) return;
        version.current += 1;
        onChange();
      });
    },
    [feed, tokenId],
  );
  const seen = useSyncExternalStore(subscribe, () => version.current);
  return useMemo(() => {
    const book = feed?.books.get(tokenId);
    return { book: ticketBookOf(book), ready: book?.ready ?? false, version: seen };
  }, [feed, tokenId, seen]);
}
