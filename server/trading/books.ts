import { createMarketBook, type MarketBook, type StoredOrder } from '../engine/index.js';
import type { TradingMarket } from '../catalog/index.js';
import type { OrderRecord, OrderRecords } from './order-records.js';

/** What readers may do with a market's book: look, never change. */
export type BookView = Pick<MarketBook, 'levels' | 'best' | 'levelSize' | 'get'>;

export interface BookReader {
  /** The market's live book (loaded from SQLite on first use). */
  view(market: TradingMarket): BookView;
}

/** The engine's books, one per market, built from the stored open orders on first use. */
export interface BookRegistry extends BookReader {
  bookFor(market: TradingMarket): MarketBook;
  /** Drops a market's book; the next use rebuilds it from SQLite (after a failed write, a resolution). */
  forget(marketId: number): void;
  loaded(): IterableIterator<[number, MarketBook]>;
}

const toStored = (order: OrderRecord): StoredOrder => ({
  id: order.id,
  owner: order.accountId,
  tokenIndex: order.tokenIndex,
  side: order.side,
  priceTicks: order.priceTicks,
  type: order.orderType,
  originalMicros: order.originalMicros,
  remainingMicros: order.originalMicros - order.matchedMicros,
  expiresAtMs: order.orderType === 'GTD' ? order.expiration * 1000 : null,
});

export function createBookRegistry(records: OrderRecords): BookRegistry {
  const books = new Map<number, MarketBook>();
  return {
    view(market) {
      return this.bookFor(market);
    },
    bookFor(market) {
      const existing = books.get(market.marketId);
      if (existing) return existing;
      const book = createMarketBook({
        tickTicks: market.tickTicks,
        minSizeMicros: market.minSizeMicros,
        fee: market.fee,
      });
      const result = book.restore(records.liveOfMarket(market.marketId).map(toStored));
      if (result.rejected.length > 0) {
        const first = result.rejected[0]!;
        throw new Error(`stored order ${first.id} of market ${market.marketId}: ${first.reason}`);
      }
      books.set(market.marketId, book);
      return book;
    },
    forget: (marketId) => void books.delete(marketId),
    loaded: () => books.entries(),
  };
}
