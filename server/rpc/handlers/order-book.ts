import { NO_ORDERBOOK_MESSAGE, ServiceError, type HandlerGroup } from '../../contract/index.js';
import type { Catalog, TradingMarket } from '../../catalog/index.js';
import type { OrderBookMarketLists } from '../../marketdata/index.js';
import { PRICE_SCALE } from '../../shared/index.js';

type SettingsMethod =
  | 'orderbook.tickSize'
  | 'orderbook.negRisk'
  | 'orderbook.feeRate'
  | 'orderbook.marketByToken'
  | 'orderbook.clobMarket';

type ListMethod =
  | 'orderbook.markets'
  | 'orderbook.market'
  | 'orderbook.samplingMarkets'
  | 'orderbook.simplifiedMarkets'
  | 'orderbook.samplingSimplifiedMarkets';

/** The market settings the venue's clients read before they sign an order. */
export function createMarketSettingsHandlers(catalog: Catalog): HandlerGroup<SettingsMethod> {
  const marketOfToken = (tokenId: string): TradingMarket => {
    const found = catalog.tradingMarketByToken(tokenId);
    if (!found) throw new ServiceError('not_found', NO_ORDERBOOK_MESSAGE);
    return found.market;
  };
  return {
    'orderbook.tickSize': ({ token_id }) => ({
      minimum_tick_size: marketOfToken(token_id).tickTicks / PRICE_SCALE,
    }),
    'orderbook.negRisk': ({ token_id }) => ({ neg_risk: marketOfToken(token_id).negRisk }),
    'orderbook.feeRate': ({ token_id }) => ({
      base_fee: marketOfToken(token_id).takerBaseFeeBps,
    }),
    'orderbook.marketByToken': ({ token_id }) => {
      const market = marketOfToken(token_id);
      return {
        condition_id: market.conditionId,
        primary_token_id: market.tokens[0].tokenId,
        secondary_token_id: market.tokens[1].tokenId,
      };
    },
    'orderbook.clobMarket': ({ condition_id }) => catalog.clobMarket(condition_id),
  };
}

/** The order-book surface's market lists, a page per cursor. */
export function createMarketListHandlers(lists: OrderBookMarketLists): HandlerGroup<ListMethod> {
  return {
    'orderbook.markets': ({ next_cursor }) => lists.markets(next_cursor),
    'orderbook.market': ({ condition_id }) => lists.market(condition_id),
    'orderbook.samplingMarkets': ({ next_cursor }) => lists.samplingMarkets(next_cursor),
    'orderbook.simplifiedMarkets': ({ next_cursor }) => lists.simplifiedMarkets(next_cursor),
    'orderbook.samplingSimplifiedMarkets': ({ next_cursor }) =>
      lists.samplingSimplifiedMarkets(next_cursor),
  };
}
