import { ErrorBody, TokenIdQuery, badParameter } from '../../contract/index.js';
import type { MarketData } from '../../marketdata/index.js';
import type { TypedFastify } from '../typed.js';
import {
  LastTradeAnswer,
  LastTradesAnswer,
  MidpointAnswer,
  PriceAnswer,
  PriceByToken,
  PriceItems,
  PriceQuery,
  PricesAnswer,
  SpreadAnswer,
  TokenItems,
} from '../../contract/index.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };
const tags = ['order-book'];

/** BUY or SELL in any case (the real venue takes side=buy too). */
function sideOf(text: string, name: string): 'BUY' | 'SELL' {
  const side = text.toUpperCase();
  if (side !== 'BUY' && side !== 'SELL') throw badParameter(name, 'must be BUY or SELL');
  return side;
}

const tokenIdsOf = (items: readonly { token_id: string }[]) => items.map((item) => item.token_id);

/** Prices, midpoints, spreads and last trades, one token (GET) or several (POST). */
export function orderBookQuoteRoutes(app: TypedFastify, marketData: MarketData): void {
  const single = { tags, querystring: TokenIdQuery };
  const batch = { tags, body: TokenItems };

  app.get(
    '/price',
    {
      config: { limits: ['order-book', 'price'] },
      schema: {
        tags,
        summary: 'Best bid (side=BUY) or best ask (side=SELL) of a token',
        querystring: PriceQuery,
        response: { 200: PriceAnswer, ...errors },
      },
    },
    async (request) => marketData.price(request.query.token_id, sideOf(request.query.side, 'side')),
  );

  app.post(
    '/prices',
    {
      config: { limits: ['order-book', 'prices'] },
      schema: {
        tags,
        summary: 'Prices by token and side; empty sides and unknown tokens are left out',
        body: PriceItems,
        response: { 200: PricesAnswer, ...errors },
      },
    },
    async (request) =>
      marketData.prices(
        request.body.map((item, i) => ({
          token_id: item.token_id,
          side: sideOf(item.side, `body[${i}].side`),
        })),
      ),
  );

  app.get(
    '/midpoint',
    {
      config: { limits: ['order-book', 'midpoint'] },
      schema: {
        ...single,
        summary: 'Midpoint of best bid and best ask',
        response: { 200: MidpointAnswer, ...errors },
      },
    },
    async (request) => marketData.midpoint(request.query.token_id),
  );

  app.post(
    '/midpoints',
    {
      config: { limits: ['order-book'] },
      schema: {
        ...batch,
        summary: 'Midpoints by token',
        response: { 200: PriceByToken, ...errors },
      },
    },
    async (request) => marketData.midpoints(tokenIdsOf(request.body)),
  );

  app.get(
    '/spread',
    {
      config: { limits: ['order-book'] },
      schema: {
        ...single,
        summary: 'Best ask minus best bid',
        response: { 200: SpreadAnswer, ...errors },
      },
    },
    async (request) => marketData.spread(request.query.token_id),
  );

  app.post(
    '/spreads',
    {
      config: { limits: ['order-book'] },
      schema: { ...batch, summary: 'Spreads by token', response: { 200: PriceByToken, ...errors } },
    },
    async (request) => marketData.spreads(tokenIdsOf(request.body)),
  );

  app.get(
    '/last-trade-price',
    {
      config: { limits: ['order-book'] },
      schema: {
        ...single,
        summary: 'A token\'s last fill price and taker side (0.5 and "" before its first)',
        response: { 200: LastTradeAnswer, ...errors },
      },
    },
    async (request) => marketData.lastTradePrice(request.query.token_id),
  );

  app.post(
    '/last-trades-prices',
    {
      config: { limits: ['order-book'] },
      schema: {
        ...batch,
        summary: 'Last trade prices by token',
        response: { 200: LastTradesAnswer, ...errors },
      },
    },
    async (request) => marketData.lastTradesPrices(tokenIdsOf(request.body)),
  );
}
