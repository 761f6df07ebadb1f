import { createBookAnswers } from './book-answers.js';
import { createLastTrades } from './last-trades.js';
import { createOrderBookReads, type OrderBookReads } from './order-book-reads.js';
import { createPriceHistory, type PriceHistory } from './price-history.js';
import type { MarketDataDeps } from './types.js';

/** The order-book read surface: books, quotes, last trades and price history. */
export interface MarketData extends OrderBookReads {
  /**
   * GET /book's JSON for a token an open market trades; undefined otherwise (no throw). Feed
   * listeners subscribed after createMarketData read the book the event produced.
   */
  bookBody(tokenId: string): Buffer | undefined;
  /**
   * GET /book's JSON of a committed state, for answering before any other work: undefined
   * (no throw) for a token no open market trades, or while a write batch is open and the
   * token's book is not stored.
   */
  committedBook(tokenId: string): Buffer | undefined;
  priceHistory: PriceHistory['history'];
  batchPriceHistory: PriceHistory['batch'];
  priceBars: PriceHistory['bars'];
  /** Stops following the venue feed (shutdown): stored books are no longer kept current. */
  close(): void;
}

/**
 * Reads the live engine books and the ledger's trades. Serialized books are kept until the
 * venue feed reports a committed change of their market: an order that rested, filled or was
 * cancelled (`bookChanged`), a fill (the last trade price), a resolution or a tick size change.
 */
export function createMarketData(deps: MarketDataDeps): MarketData {
  const now = deps.now ?? Date.now;
  const lastTrades = createLastTrades(deps.db);
  const bookAnswers = createBookAnswers({ ...deps, lastTrades, now });
  const reads = createOrderBookReads({ ...deps, bookAnswers, lastTrades });
  const history = createPriceHistory({ ...deps, now });

  const unsubscribe = deps.feed.subscribe((events) => {
    for (const event of events) {
      if (event.kind === 'trade') lastTrades.record(event.trade);
      const bookMoved = event.kind !== 'order' || event.bookChanged;
      if (bookMoved) bookAnswers.changed(event.market, event.atMs);
    }
  });

  return {
    ...reads,
    bookBody: (tokenId) => bookAnswers.body(tokenId),
    committedBook: (tokenId) => bookAnswers.committedBody(tokenId),
    priceHistory: (tokenId, query) => history.history(tokenId, query),
    batchPriceHistory: (tokenIds, query) => history.batch(tokenIds, query),
    priceBars: (tokenId, query) => history.bars(tokenId, query),
    close: unsubscribe,
  };
}
