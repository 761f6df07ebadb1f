import type { Database } from '../../storage/index.js';
import type { Catalog, CatalogOptions, TradingMarket } from '../types.js';
import { catalogVersion } from '../shared/index.js';
import {
  TRADING_MARKET_SELECT,
  toTradingMarket,
  type TradingMarketRow,
} from './trading-market-row.js';

type TokenEntry = { market: TradingMarket; tokenIndex: 0 | 1 };

export type TradingMarkets = Pick<Catalog, 'tradingMarketByToken' | 'tradingMarket'>;

/**
 * The trading view of markets, memoised: a hit is a version check and a Map lookup. A market
 * is read on its first lookup; a change of any trading column (the 'trading' catalog version,
 * which ignores the statistics trades update) or of the asset base URL empties both maps.
 * Misses are not remembered, so unknown ids cannot grow the maps beyond the catalog's size.
 */
export function createTradingMarkets(db: Database, options: CatalogOptions): TradingMarkets {
  const version = catalogVersion(db, 'trading');
  const byToken = db.prepare<[string], TradingMarketRow>(
    `${TRADING_MARKET_SELECT}
     WHERE m.id = (SELECT market_id FROM market_tokens WHERE token_id = ?)`,
  );
  const byCondition = db.prepare<[string], TradingMarketRow>(
    `${TRADING_MARKET_SELECT} WHERE m.condition_id = ?`,
  );
  const tokens = new Map<string, TokenEntry>();
  const markets = new Map<string, TradingMarket>();
  let seenVersion = '';
  let seenBaseUrl = '';

  /** Empties the maps when they may be stale; answers the base URL of new entries. */
  function current(): string {
    const now = version();
    const baseUrl = options.assetBaseUrl();
    if (now !== seenVersion || baseUrl !== seenBaseUrl) {
      tokens.clear();
      markets.clear();
      seenVersion = now;
      seenBaseUrl = baseUrl;
    }
    return baseUrl;
  }

  function remember(row: TradingMarketRow | undefined, baseUrl: string): TradingMarket | null {
    const market = row ? toTradingMarket(row, baseUrl) : null;
    if (!market) return null;
    markets.set(market.conditionId, market);
    for (const token of market.tokens) {
      tokens.set(token.tokenId, Object.freeze({ market, tokenIndex: token.outcomeIndex }));
    }
    return market;
  }

  return {
    tradingMarketByToken(tokenId) {
      const baseUrl = current();
      const hit = tokens.get(tokenId);
      if (hit) return hit;
      return remember(byToken.get(tokenId), baseUrl) ? tokens.get(tokenId) : undefined;
    },

    tradingMarket(conditionId) {
      const baseUrl = current();
      const hit = markets.get(conditionId);
      if (hit) return hit;
      const normalized = conditionId.toLowerCase();
      const known = markets.get(normalized);
      if (known) return known;
      return remember(byCondition.get(normalized), baseUrl) ?? undefined;
    },
  };
}
