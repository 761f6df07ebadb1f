import { UNTRADED_STATS, type MarketStatsUpdate, type TradingMarket } from '../../catalog/index.js';
import type { Database } from '../../storage/index.js';
import type { BookReader } from '../../trading/index.js';
import { bookFigures } from './book-figures.js';
import { createOpenInterest } from './open-interest.js';
import { createTradePrices } from './trade-prices.js';
import { createTradeVolumes } from './trade-volume.js';

/**
 * A market's trading statistics, computed from the venue's live book, fills, positions and
 * history. A
 * market the venue cannot trade (not binary) has nothing traded and nothing resting.
 */
export function createStatisticsReader(db: Database, books: BookReader) {
  const volumes = createTradeVolumes(db);
  const prices = createTradePrices(db);
  const openInterest = createOpenInterest(db);
  return {
    statsOf(marketId: number, market: TradingMarket | undefined, nowMs: number): MarketStatsUpdate {
      if (!market) return { marketId, ...UNTRADED_STATS };
      const book = bookFigures(books.view(market));
      return {
        marketId,
        ...volumes.figures(marketId, nowMs),
        ...prices.figures(market, nowMs, book),
        ...openInterest.figures(marketId),
        ...book,
      };
    },
  };
}
