import { LRUCache } from 'lru-cache';
import type { TradingMarket } from '../catalog/index.js';
import type { TokenIndex } from '../engine/index.js';
import { priceStringFromTicks } from '../shared/index.js';
import type { Database } from '../storage/index.js';
import type { BookReader } from '../trading/index.js';
import { bookMarketOf } from './book-markets.js';
import { bookSummaryJson } from './book-summary.js';
import type { LastTrades } from './last-trades.js';
import type { MarketDataCatalog } from './types.js';

/** Serialized GET /book answers, each kept until the feed says its market's book changed. */
export interface BookAnswers {
  /** The JSON of a token's book; undefined for a token no open market trades. */
  body(tokenId: string): Buffer | undefined;
  /** The same, but undefined too when only a state not yet committed could be read. */
  committedBody(tokenId: string): Buffer | undefined;
  /** The market's books or last trade changed at `atMs` (a committed venue event). */
  changed(market: TradingMarket, atMs: number): void;
}

interface StoredBook {
  /** The catalog's market object it was built from: a new object means new market terms. */
  market: TradingMarket;
  body: Buffer;
}

/** The serialized books kept at most (least recently read ones go first). */
const MAX_STORED_BYTES = 32 * 1024 * 1024;

export function createBookAnswers(deps: {
  db: Database;
  catalog: MarketDataCatalog;
  books: BookReader;
  lastTrades: LastTrades;
  now: () => number;
}): BookAnswers {
  const { db, catalog, books, lastTrades, now } = deps;
  const stored = new LRUCache<string, StoredBook>({
    maxSize: MAX_STORED_BYTES,
    sizeCalculation: (book, tokenId) => book.body.length + tokenId.length,
  });
  // When each market's book last changed (Unix ms); before any change, when it was first read.
  const changedAt = new Map<number, number>();

  function build(market: TradingMarket, tokenIndex: TokenIndex): Buffer {
    let timestampMs = changedAt.get(market.marketId);
    if (timestampMs === undefined) {
      timestampMs = now();
      changedAt.set(market.marketId, timestampMs);
    }
    const last = lastTrades.of(market.marketId, tokenIndex);
    const json = bookSummaryJson({
      market,
      tokenIndex,
      levels: books.view(market).levels(tokenIndex),
      // Per token (the complement on the other one); the real /books shows one market-wide value.
      lastTradePrice: last ? priceStringFromTicks(last.priceTicks) : '',
      timestampMs,
    });
    return Buffer.from(json);
  }

  function answer(tokenId: string, whileWriting: boolean): Buffer | undefined {
    const found = bookMarketOf(catalog, tokenId);
    if (!found) return undefined;
    const hit = stored.get(tokenId);
    if (hit && hit.market === found.market) return hit.body;
    // While a write batch is open the engine may be ahead of SQLite: such a state is built
    // only on request and never kept, since a batch that fails to commit publishes no event.
    if (db.inTransaction) return whileWriting ? build(found.market, found.tokenIndex) : undefined;
    const body = build(found.market, found.tokenIndex);
    stored.set(tokenId, { market: found.market, body });
    return body;
  }

  return {
    body: (tokenId) => answer(tokenId, true),
    committedBody: (tokenId) => answer(tokenId, false),
    changed(market, atMs) {
      changedAt.set(market.marketId, atMs);
      for (const token of market.tokens) stored.delete(token.tokenId);
    },
  };
}
