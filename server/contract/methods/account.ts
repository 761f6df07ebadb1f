import {
  AccountTrade,
  AccountTradesQuery,
  BalanceAllowance,
  BalanceAllowanceQuery,
  BuilderTrade,
  BuilderTradesQuery,
  Paged,
  UserOrder,
  UserOrderAnswer,
  UserOrderParams,
  UserOrdersQuery,
} from '../account.js';
import { defineMethod } from './define.js';
import { L2_HEADERS } from './http-notes.js';

// The orders, fills and balances of a script's API key (l2): /data/*, /balance-allowance; and
// the fills attributed to a builder code (/builder/trades).

const account = {
  auth: 'l2',
  limits: ['order-book'],
  errors: ['invalid_input', 'unauthenticated', 'rate_limited'],
} as const;
const l2Read = { tags: ['account'], description: L2_HEADERS, statuses: [400, 401, 429] } as const;
const PAGING =
  'next_cursor: MA== (or none) starts; each answer names the next page, LTE= when none follows.';

export const accountMethods = {
  orders: defineMethod({
    ...account,
    name: 'account.orders',
    summary: "The caller's open (LIVE) orders, oldest first",
    input: UserOrdersQuery,
    output: Paged(UserOrder),
    http: {
      ...l2Read,
      verb: 'GET',
      path: '/data/orders',
      description: `${L2_HEADERS} ${PAGING}`,
    },
  }),
  order: defineMethod({
    ...account,
    errors: [...account.errors, 'not_found'],
    name: 'account.order',
    summary: "One of the caller's orders, in any status",
    input: UserOrderParams,
    output: UserOrderAnswer,
    http: { ...l2Read, statuses: [400, 401, 404, 429], verb: 'GET', path: '/data/order/:id' },
  }),
  trades: defineMethod({
    ...account,
    limits: ['order-book', 'data-trades'],
    name: 'account.trades',
    summary: "The caller's fills, as taker or maker, oldest first",
    input: AccountTradesQuery,
    output: Paged(AccountTrade),
    http: {
      ...l2Read,
      verb: 'GET',
      path: '/data/trades',
      description: `${L2_HEADERS} ${PAGING} before/after: Unix seconds, strict.`,
    },
  }),
  // Public on the venue: the official client calls it without credentials.
  builderTrades: defineMethod({
    ...account,
    auth: 'public',
    errors: ['invalid_input', 'rate_limited'],
    name: 'account.builderTrades',
    summary: 'The orders carrying a builder code in their fills, one item per order and fill',
    input: BuilderTradesQuery,
    output: Paged(BuilderTrade),
    http: {
      tags: ['account'],
      statuses: [400, 429],
      verb: 'GET',
      path: '/builder/trades',
      description: `No authentication. builder_code is required. ${PAGING} before/after: Unix seconds, strict; maker_address and asset_id match the order that carries the code. Items are the venue's builder trades: tradeType is that order's role in the fill, and amounts are decimal.`,
    },
  }),
  balanceAllowance: defineMethod({
    ...account,
    name: 'account.balanceAllowance',
    summary: "The caller's available collateral or shares, and the exchanges' allowances",
    input: BalanceAllowanceQuery,
    output: BalanceAllowance,
    http: {
      ...l2Read,
      verb: 'GET',
      path: '/balance-allowance',
      description: `${L2_HEADERS} CONDITIONAL needs token_id; signature_type is accepted and ignored.`,
    },
  }),
} as const;
