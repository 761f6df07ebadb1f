import {
  ClobMarket,
  ConditionIdParams,
  ErrorBody,
  FeeRateAnswer,
  MarketByTokenAnswer,
  NO_ORDERBOOK_MESSAGE,
  NegRiskAnswer,
  ServiceError,
  TickSizeAnswer,
  TokenIdParams,
  TokenIdQuery,
} from '../../contract/index.js';
import type { Catalog, TradingMarket } from '../../catalog/index.js';
import type { AppDeps } from '../app.js';
import type { TypedFastify } from '../typed.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };
/** Order-book reads; the answers change only with the catalog, so they are replayed. */
const config = { limits: ['order-book'], catalogAnswer: true };
const TICKS_PER_UNIT = 10_000;

function marketOfToken(catalog: Catalog, tokenId: string): TradingMarket {
  const found = catalog.tradingMarketByToken(tokenId);
  if (!found) throw new ServiceError('not_found', NO_ORDERBOOK_MESSAGE);
  return found.market;
}

/**
 * The market settings the venue's clients read before they sign an order: tick size, neg
 * risk, fee rate, the market of a token and the abbreviated settings of a market.
 */
export function clobMetaRoutes(app: TypedFastify, { catalog }: AppDeps): void {
  const tokenRoute = { tags: ['order-book'], querystring: TokenIdQuery };

  app.get(
    '/tick-size',
    {
      config,
      schema: {
        ...tokenRoute,
        summary: "A token's minimum tick size",
        response: { 200: TickSizeAnswer, ...errors },
      },
    },
    async (request) => ({
      minimum_tick_size: marketOfToken(catalog, request.query.token_id).tickTicks / TICKS_PER_UNIT,
    }),
  );

  app.get(
    '/neg-risk',
    {
      config,
      schema: {
        ...tokenRoute,
        summary: "Whether a token's market is neg risk",
        response: { 200: NegRiskAnswer, ...errors },
      },
    },
    async (request) => ({ neg_risk: marketOfToken(catalog, request.query.token_id).negRisk }),
  );

  app.get(
    '/fee-rate',
    {
      config,
      schema: {
        ...tokenRoute,
        summary: "A token's taker base fee (bps)",
        response: { 200: FeeRateAnswer, ...errors },
      },
    },
    async (request) => ({
      base_fee: marketOfToken(catalog, request.query.token_id).takerBaseFeeBps,
    }),
  );

  app.get(
    '/markets-by-token/:token_id',
    {
      config,
      schema: {
        tags: ['order-book'],
        summary: "A token's market and its two tokens",
        params: TokenIdParams,
        response: { 200: MarketByTokenAnswer, ...errors },
      },
    },
    async (request) => {
      const market = marketOfToken(catalog, request.params.token_id);
      return {
        condition_id: market.conditionId,
        primary_token_id: market.tokens[0].tokenId,
        secondary_token_id: market.tokens[1].tokenId,
      };
    },
  );

  app.get(
    '/clob-markets/:condition_id',
    {
      config,
      schema: {
        tags: ['order-book'],
        summary: 'Market settings (abbreviated keys)',
        params: ConditionIdParams,
        response: { 200: ClobMarket, ...errors },
      },
    },
    async (request) => catalog.clobMarket(request.params.condition_id),
  );
}
