import {
  AccountTrade,
  AccountTradesQuery,
  BalanceAllowance,
  BalanceAllowanceQuery,
  BuilderTradesQuery,
  Paged,
  UserOrder,
  UserOrderAnswer,
  UserOrderParams,
  UserOrdersQuery,
} from '../account.js';
import { defineMethod } from './define.js';

// The orders, fills and balances of a script's API key (l2): /data/*, /balance-allowance; and
// the fills attributed to a builder code (/builder/trades).

const account = {
  auth: 'l2',
  limits: ['order-book'],
  errors: ['invalid_input', 'unauthenticated', 'rate_limited'],
} as const;

export const accountMethods = {
  orders: defineMethod({
    ...account,
    name: 'account.orders',
    summary: "The caller's open (LIVE) orders, oldest first",
    input: UserOrdersQuery,
    output: Paged(UserOrder),
  }),
  order: defineMethod({
    ...account,
    errors: [...account.errors, 'not_found'],
    name: 'account.order',
    summary: "One of the caller's orders, in any status",
    input: UserOrderParams,
    output: UserOrderAnswer,
  }),
  trades: defineMethod({
    ...account,
    limits: ['order-book', 'data-trades'],
    name: 'account.trades',
    summary: "The caller's fills, as taker or maker, oldest first",
    input: AccountTradesQuery,
    output: Paged(AccountTrade),
  }),
  // Public on the venue: the official client calls it without credentials.
  builderTrades: defineMethod({
    ...account,
    auth: 'public',
    errors: ['invalid_input', 'rate_limited'],
    name: 'account.builderTrades',
    summary: 'The fills whose taker or maker order carries a builder code',
    input: BuilderTradesQuery,
    output: Paged(AccountTrade),
  }),
  balanceAllowance: defineMethod({
    ...account,
    name: 'account.balanceAllowance',
    summary: "The caller's available collateral or shares, and the exchanges' allowances",
    input: BalanceAllowanceQuery,
    output: BalanceAllowance,
  }),
} as const;
