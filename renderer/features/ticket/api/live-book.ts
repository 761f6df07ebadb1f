import { useEffect, useState } from 'react';
import type { MarketStreamMessage } from '../../../../server/contract/index.js';
import { useTransport } from '../../../lib/transport-context.js';
import { type LiveBook, applyMarketMessage, emptyLiveBook } from '../live-book.js';

/**
 * One token's book from the `market` channel (a snapshot on subscribe, then level changes),
 * applied at most once per animation frame.
 */
export function useLiveBook(tokenId: string | null): LiveBook {
  const transport = useTransport();
  const [book, setBook] = useState<{ tokenId: string | null; book: LiveBook }>({
    tokenId,
    book: emptyLiveBook,
  });

  useEffect(() => {
    if (!tokenId) return;
    let current = emptyLiveBook;
    let frame = 0;
    const flush = () => {
      frame = 0;
      setBook({ tokenId, book: current });
    };
    const unsubscribe = transport.subscribe('market', { assets_ids: [tokenId] }, (data) => {
      const messages = (Array.isArray(data) ? data : [data]) as MarketStreamMessage[];
      for (const message of messages) current = applyMarketMessage(current, tokenId, message);
      if (frame === 0) frame = requestAnimationFrame(flush);
    });
    return () => {
      unsubscribe();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [transport, tokenId]);

  return book.tokenId === tokenId ? book.book : emptyLiveBook;
}
