import {
  badParameter,
  EncodedJson,
  type EncodingHandlerGroup,
  type HandlerGroup,
} from '../contract/index.js';
import type { MarketData } from './market-data.js';
import type { OrderBookMarketLists } from './lists/market-lists.js';

type MarketDataMethod =
  | 'marketdata.book'
  | 'marketdata.books'
  | 'marketdata.price'
  | 'marketdata.prices'
  | 'marketdata.midpoint'
  | 'marketdata.midpoints'
  | 'marketdata.spread'
  | 'marketdata.spreads'
  | 'marketdata.lastTradePrice'
  | 'marketdata.lastTradesPrices'
  | 'marketdata.priceHistory'
  | 'marketdata.batchPriceHistory'
  | 'marketdata.priceBars';

/** BUY or SELL in any case (the real venue takes side=buy too). */
function sideOf(text: string, name: string): 'BUY' | 'SELL' {
  const side = text.toUpperCase();
  if (side !== 'BUY' && side !== 'SELL') throw badParameter(name, 'must be BUY or SELL');
  return side;
}

const tokenIdsOf = (items: readonly { token_id: string }[]) => items.map((item) => item.token_id);

/** Books, quotes, last trades and price history from the live books and the ledger. */
export function createMarketDataHandlers(
  marketData: MarketData,
): EncodingHandlerGroup<MarketDataMethod> {
  return {
    'marketdata.book': ({ token_id }) => new EncodedJson(marketData.book(token_id)),
    'marketdata.books': (items) => new EncodedJson(marketData.books(tokenIdsOf(items))),
    'marketdata.price': ({ token_id, side }) => marketData.price(token_id, sideOf(side, 'side')),
    'marketdata.prices': (items) =>
      marketData.prices(
        items.map((item, i) => ({
          token_id: item.token_id,
          side: sideOf(item.side, `body[${i}].side`),
        })),
      ),
    'marketdata.midpoint': ({ token_id }) => marketData.midpoint(token_id),
    'marketdata.midpoints': (items) => marketData.midpoints(tokenIdsOf(items)),
    'marketdata.spread': ({ token_id }) => marketData.spread(token_id),
    'marketdata.spreads': (items) => marketData.spreads(tokenIdsOf(items)),
    'marketdata.lastTradePrice': ({ token_id }) => marketData.lastTradePrice(token_id),
    'marketdata.lastTradesPrices': (items) => marketData.lastTradesPrices(tokenIdsOf(items)),
    'marketdata.priceHistory': ({ market, ...query }) => ({
      history: marketData.priceHistory(market, query),
    }),
    'marketdata.priceBars': ({ market, ...query }) => ({
      bars: marketData.priceBars(market, query),
    }),
    'marketdata.batchPriceHistory': ({ markets, start_ts, end_ts, interval, fidelity }) => ({
      history: marketData.batchPriceHistory(markets, {
        startTs: start_ts,
        endTs: end_ts,
        interval,
        fidelity,
      }),
    }),
  };
}

type ListMethod =
  | 'orderbook.markets'
  | 'orderbook.market'
  | 'orderbook.samplingMarkets'
  | 'orderbook.simplifiedMarkets'
  | 'orderbook.samplingSimplifiedMarkets';

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
