import type { Catalog, TradingMarket } from '../catalog/index.js';
import type { OrderSide, TokenIndex } from '../engine/index.js';
import type { Database } from '../storage/index.js';
import type { BookReader, VenueFeed } from '../trading/index.js';

export type MarketDataCatalog = Pick<Catalog, 'tradingMarketByToken'>;

export interface MarketDataDeps {
  db: Database;
  catalog: MarketDataCatalog;
  /** The engine's live books (trading.books). */
  books: BookReader;
  /** Committed venue events (trading.feed): what keeps the cached answers current. */
  feed: VenueFeed;
  /** Unix ms; the trading service's clock in tests. */
  now?: () => number;
  /** The largest POST /books answer (bytes); a larger one is refused with 413. */
  maxBooksBytes?: number;
}

export interface TokenMarket {
  market: TradingMarket;
  tokenIndex: TokenIndex;
}

/** POST /prices: one entry per token and side asked for. */
export interface PriceRequest {
  token_id: string;
  side: OrderSide;
}

/** GET /last-trade-price; before a token's first trade the venue answers 0.5 and no side. */
export interface LastTradeAnswer {
  price: string;
  side: OrderSide | '';
}

export interface TokenLastTrade extends LastTradeAnswer {
  token_id: string;
}
