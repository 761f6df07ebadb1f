import {
  ClobMarket,
  ConditionIdParams,
  ErrorBody,
  FeeRateAnswer,
  MarketByTokenAnswer,
  NegRiskAnswer,
  TickSizeAnswer,
  TokenIdParams,
  TokenIdQuery,
} from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };
const tags = ['order-book'];

/**
 * The market settings the venue's clients read before they sign an order: tick size, neg
 * risk, fee rate, the market of a token and the abbreviated settings of a market. The answers
 * change only with the catalog, so they are replayed.
 */
export function clobMetaRoutes(route: MethodRoute): void {
  const token = { tags, querystring: TokenIdQuery };
  route('GET', '/tick-size', 'orderbook.tickSize', {
    catalogAnswer: true,
    schema: {
      ...token,
      summary: "A token's minimum tick size",
      response: { 200: TickSizeAnswer, ...errors },
    },
  });
  route('GET', '/neg-risk', 'orderbook.negRisk', {
    catalogAnswer: true,
    schema: {
      ...token,
      summary: "Whether a token's market is neg risk",
      response: { 200: NegRiskAnswer, ...errors },
    },
  });
  route('GET', '/fee-rate', 'orderbook.feeRate', {
    catalogAnswer: true,
    schema: {
      ...token,
      summary: "A token's taker base fee (bps)",
      response: { 200: FeeRateAnswer, ...errors },
    },
  });
  route('GET', '/markets-by-token/:token_id', 'orderbook.marketByToken', {
    catalogAnswer: true,
    schema: {
      tags,
      summary: "A token's market and its two tokens",
      params: TokenIdParams,
      response: { 200: MarketByTokenAnswer, ...errors },
    },
  });
  route('GET', '/clob-markets/:condition_id', 'orderbook.clobMarket', {
    catalogAnswer: true,
    schema: {
      tags,
      summary: 'Market settings (abbreviated keys)',
      params: ConditionIdParams,
      response: { 200: ClobMarket, ...errors },
    },
  });
}
