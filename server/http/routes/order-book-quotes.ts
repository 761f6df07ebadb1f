import {
  ErrorBody,
  LastTradeAnswer,
  LastTradesAnswer,
  MidpointAnswer,
  PriceAnswer,
  PriceByToken,
  PriceItems,
  PriceQuery,
  PricesAnswer,
  SpreadAnswer,
  TokenIdQuery,
  TokenItems,
} from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };
const tags = ['order-book'];

/** Prices, midpoints, spreads and last trades, one token (GET) or several (POST). */
export function orderBookQuoteRoutes(route: MethodRoute): void {
  const single = { tags, querystring: TokenIdQuery };
  const batch = { tags, body: TokenItems };

  route('GET', '/price', 'marketdata.price', {
    schema: {
      tags,
      summary: 'Best bid (side=BUY) or best ask (side=SELL) of a token',
      querystring: PriceQuery,
      response: { 200: PriceAnswer, ...errors },
    },
  });
  route('POST', '/prices', 'marketdata.prices', {
    schema: {
      tags,
      summary: 'Prices by token and side; empty sides and unknown tokens are left out',
      body: PriceItems,
      response: { 200: PricesAnswer, ...errors },
    },
  });
  route('GET', '/midpoint', 'marketdata.midpoint', {
    schema: {
      ...single,
      summary: 'Midpoint of best bid and best ask',
      response: { 200: MidpointAnswer, ...errors },
    },
  });
  route('POST', '/midpoints', 'marketdata.midpoints', {
    schema: { ...batch, summary: 'Midpoints by token', response: { 200: PriceByToken, ...errors } },
  });
  route('GET', '/spread', 'marketdata.spread', {
    schema: {
      ...single,
      summary: 'Best ask minus best bid',
      response: { 200: SpreadAnswer, ...errors },
    },
  });
  route('POST', '/spreads', 'marketdata.spreads', {
    schema: { ...batch, summary: 'Spreads by token', response: { 200: PriceByToken, ...errors } },
  });
  route('GET', '/last-trade-price', 'marketdata.lastTradePrice', {
    schema: {
      ...single,
      summary: 'A token\'s last fill price and taker side (0.5 and "" before its first)',
      response: { 200: LastTradeAnswer, ...errors },
    },
  });
  route('POST', '/last-trades-prices', 'marketdata.lastTradesPrices', {
    schema: {
      ...batch,
      summary: 'Last trade prices by token',
      response: { 200: LastTradesAnswer, ...errors },
    },
  });
}
