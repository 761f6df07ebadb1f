import {
  AccountTrade,
  AccountTradesQuery,
  BalanceAllowance,
  BalanceAllowanceQuery,
  BuilderTradesQuery,
  ErrorBody,
  Paged,
  UserOrder,
  UserOrderAnswer,
  UserOrderParams,
  UserOrdersQuery,
} from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

const L2_HEADERS =
  'L2 headers: POLY_ (or SVC_) ADDRESS, SIGNATURE, TIMESTAMP, API_KEY, PASSPHRASE.';
const PAGING =
  'next_cursor: MA== (or none) starts; each answer names the next page, LTE= when none follows.';

const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody };
const tags = ['account'];

/** The authenticated account's orders, fills and balances (L2); a builder code's fills. */
export function accountRoutes(route: MethodRoute): void {
  route('GET', '/data/orders', 'account.orders', {
    schema: {
      tags,
      summary: "The caller's open (LIVE) orders, oldest first",
      description: `${L2_HEADERS} ${PAGING}`,
      querystring: UserOrdersQuery,
      response: { 200: Paged(UserOrder), ...errors },
    },
  });
  route('GET', '/data/order/:id', 'account.order', {
    schema: {
      tags,
      summary: "One of the caller's orders, in any status",
      description: L2_HEADERS,
      params: UserOrderParams,
      response: { 200: UserOrderAnswer, 404: ErrorBody, ...errors },
    },
  });
  route('GET', '/data/trades', 'account.trades', {
    schema: {
      tags,
      summary: "The caller's fills, as taker or maker, oldest first",
      description: `${L2_HEADERS} ${PAGING} before/after: Unix seconds, strict.`,
      querystring: AccountTradesQuery,
      response: { 200: Paged(AccountTrade), ...errors },
    },
  });
  route('GET', '/builder/trades', 'account.builderTrades', {
    schema: {
      tags,
      summary: 'The fills whose taker or maker order carries a builder code',
      description: `No authentication. builder_code is required. ${PAGING} before/after: Unix seconds, strict. type and trader_side name the order that carries the code; only its API key is shown.`,
      querystring: BuilderTradesQuery,
      response: { 200: Paged(AccountTrade), 400: ErrorBody, 429: ErrorBody },
    },
  });
  route('GET', '/balance-allowance', 'account.balanceAllowance', {
    schema: {
      tags,
      summary: "The caller's available collateral or shares, and the exchanges' allowances",
      description: `${L2_HEADERS} CONDITIONAL needs token_id; signature_type is accepted and ignored.`,
      querystring: BalanceAllowanceQuery,
      response: { 200: BalanceAllowance, ...errors },
    },
  });
}
