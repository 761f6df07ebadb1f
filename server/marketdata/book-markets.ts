import type { MarketDataCatalog, TokenMarket } from './types.js';

/**
 * The market of a token whose order book the venue shows: a known token of a market that is
 * not closed. Like the real venue, a resolved (closed) market has no order book.
 */
export function bookMarketOf(catalog: MarketDataCatalog, tokenId: string): TokenMarket | undefined {
  const found = catalog.tradingMarketByToken(tokenId);
  return found && !found.market.closed ? found : undefined;
}
