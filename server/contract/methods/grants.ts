import { Type } from 'typebox';
import { AccountTrade, UserOrder } from '../account.js';
import { CancelAnswer, OrderAnswer } from '../order.js';
import {
  CreatedGrant,
  Grant,
  GrantAuditEntry,
  GrantRefusal,
  NewGrant,
  RevokeAnswer,
} from '../grants.js';
import { defineMethod } from './define.js';
import { PortfolioPosition, TicketOrder } from './terminal.js';

// Script grants (server/grants). The trader issues and revokes them on the renderer's channel
// (auth `session`); a script acts with one over HTTP (auth `grant`: its bearer token), and the
// vault signs for it. See docs/scripts.md.

const GRANT_TOKEN =
  '`Authorization: Bearer <grant token>` (Settings › Scripts in the terminal issues one). ' +
  'A request outside the grant is refused 403 with `{"error", "limit", "value"}`; a revoked, ' +
  'expired or unknown token 401; a locked vault 423.';

const session = { auth: 'session', limits: [] } as const;
const manage = ['invalid_input', 'not_found', 'locked'] as const;
const scriptErrors = [
  'invalid_input',
  'unauthenticated',
  'forbidden',
  'not_found',
  'locked',
  'rate_limited',
  'upstream_unreachable',
  'outcome_unknown',
] as const;
const script = { auth: 'grant', limits: [], errors: scriptErrors } as const;
const scriptRoute = {
  tags: ['scripts'],
  description: GRANT_TOKEN,
  statuses: [400, 401, 403, 404],
  surface: null,
  wire: { errors: { 403: GrantRefusal } },
} as const;
const GrantId = Type.String({ minLength: 1, maxLength: 64 });

export const grantMethods = {
  create: defineMethod({
    ...session,
    errors: manage,
    name: 'grants.create',
    summary: 'Issue a grant for one vault account; its token is answered once',
    input: NewGrant,
    output: CreatedGrant,
  }),
  list: defineMethod({
    ...session,
    errors: [],
    name: 'grants.list',
    summary: 'Every grant, newest first, with what it has used of its limits',
    input: Type.Object({}),
    output: Type.Array(Grant),
  }),
  revoke: defineMethod({
    ...session,
    errors: manage,
    name: 'grants.revoke',
    summary: 'Revoke one grant (or all) at once and cancel their open orders',
    input: Type.Object({ id: Type.Optional(GrantId) }),
    output: RevokeAnswer,
  }),
  audit: defineMethod({
    ...session,
    errors: ['invalid_input'],
    name: 'grants.audit',
    summary: "The grants' audit log (one grant's, or all), newest first",
    input: Type.Object({
      grantId: Type.Optional(GrantId),
      limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
    }),
    output: Type.Array(GrantAuditEntry),
  }),
  orderTags: defineMethod({
    ...session,
    errors: ['invalid_input'],
    name: 'grants.orderTags',
    summary: 'The name of the grant that placed each of these orders, where one did',
    input: Type.Object({
      orderIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 1000 }),
    }),
    output: Type.Record(Type.String(), Type.String()),
  }),
  info: defineMethod({
    ...script,
    name: 'grant.info',
    summary: 'The grant the token stands for: its limits and what is left of them',
    input: Type.Object({}),
    output: Grant,
    http: { ...scriptRoute, verb: 'GET', path: '/grant' },
  }),
  placeOrder: defineMethod({
    ...script,
    name: 'grant.placeOrder',
    summary: 'An unsigned order: checked against the grant, signed by the vault, posted',
    input: TicketOrder,
    output: OrderAnswer,
    http: {
      ...scriptRoute,
      statuses: [400, 401, 403, 404, 429],
      verb: 'POST',
      path: '/grant/order',
    },
  }),
  cancelOrder: defineMethod({
    ...script,
    name: 'grant.cancelOrder',
    summary: 'Cancel one of the grant’s open orders',
    input: Type.Object({ orderID: Type.String({ minLength: 1, maxLength: 100 }) }),
    output: CancelAnswer,
    http: { ...scriptRoute, verb: 'DELETE', path: '/grant/order' },
  }),
  cancelAll: defineMethod({
    ...script,
    name: 'grant.cancelAll',
    summary: 'Cancel every open order of the grant (or those in one market)',
    input: Type.Object({ market: Type.Optional(Type.String({ maxLength: 100 })) }),
    output: CancelAnswer,
    http: { ...scriptRoute, verb: 'DELETE', path: '/grant/orders', optionalBody: true },
  }),
  openOrders: defineMethod({
    ...script,
    name: 'grant.openOrders',
    summary: "The grant's open orders, newest first",
    input: Type.Object({ market: Type.Optional(Type.String({ maxLength: 100 })) }),
    output: Type.Array(UserOrder),
    http: { ...scriptRoute, verb: 'GET', path: '/grant/orders' },
  }),
  trades: defineMethod({
    ...script,
    name: 'grant.trades',
    summary: "The fills of the grant's orders, newest first",
    input: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }) }),
    output: Type.Array(AccountTrade),
    http: { ...scriptRoute, verb: 'GET', path: '/grant/trades' },
  }),
  positions: defineMethod({
    ...script,
    name: 'grant.positions',
    summary: "The account's open positions in the markets the grant may trade",
    input: Type.Object({}),
    output: Type.Array(PortfolioPosition),
    http: { ...scriptRoute, verb: 'GET', path: '/grant/positions' },
  }),
} as const;
