import { Type } from 'typebox';
import { BalanceAllowance, BalanceAllowanceQuery } from '../account.js';
import {
  BuilderCodeParams,
  BuilderFeeRatesBody,
  DropNotificationsQuery,
  PreMigrationOrdersPage,
  PreMigrationOrdersQuery,
  RateLimitTier,
  SignatureTypeQuery,
} from '../account-extras.js';
import { defineMethod } from './define.js';
import { L2_HEADERS } from './http-notes.js';

// The official client's calls beyond trading whose answer has a local meaning: what the local
// venue has of them (no builder fees, no pre-migration orders, no notifications, allowances
// that never need refreshing).

const account = {
  auth: 'l2',
  limits: ['order-book'],
  errors: ['invalid_input', 'unauthenticated', 'rate_limited'],
} as const;
const l2Read = { tags: ['account'], description: L2_HEADERS, statuses: [400, 401, 429] } as const;

export const accountExtraMethods = {
  builderFees: defineMethod({
    auth: 'public',
    limits: ['order-book'],
    errors: ['invalid_input', 'rate_limited'],
    name: 'orderbook.builderFees',
    summary: "A builder code's fee rates (none on the local venue)",
    input: BuilderCodeParams,
    output: BuilderFeeRatesBody,
    http: {
      tags: ['order-book'],
      statuses: [400, 429],
      verb: 'GET',
      path: '/fees/builder-fees/:builder_code',
      summary: "A builder code's maker and taker fee rates in bps (zero: no builder fees here)",
    },
  }),
  updateBalanceAllowance: defineMethod({
    ...account,
    name: 'account.updateBalanceAllowance',
    summary: "Refreshes the caller's allowances (always current here) and answers them",
    input: BalanceAllowanceQuery,
    output: BalanceAllowance,
    http: {
      ...l2Read,
      verb: 'GET',
      path: '/balance-allowance/update',
      summary: "Refresh the caller's allowances (always current here); answers them",
    },
  }),
  preMigrationOrders: defineMethod({
    ...account,
    name: 'account.preMigrationOrders',
    summary: "The caller's orders from before the exchange migration (none here)",
    input: PreMigrationOrdersQuery,
    output: PreMigrationOrdersPage,
    http: {
      ...l2Read,
      verb: 'GET',
      path: '/data/pre-migration-orders',
      summary: "The caller's orders from before the exchange migration (always none here)",
    },
  }),
  notifications: defineMethod({
    ...account,
    name: 'account.notifications',
    summary: "The caller's notifications (the local venue sends none)",
    input: SignatureTypeQuery,
    output: Type.Array(Type.Object({})),
    http: { ...l2Read, verb: 'GET', path: '/notifications' },
  }),
  dropNotifications: defineMethod({
    ...account,
    name: 'account.dropNotifications',
    summary: 'Marks notifications read (there are none)',
    input: DropNotificationsQuery,
    output: Type.Literal('OK'),
    http: {
      ...l2Read,
      verb: 'DELETE',
      path: '/notifications',
      fieldsIn: 'query',
      summary: 'Mark notifications read (there are none)',
    },
  }),
  rateLimitTier: defineMethod({
    ...account,
    name: 'account.rateLimitTier',
    summary: "The trading rate limits of the caller's signer",
    input: Type.Object({}),
    output: RateLimitTier,
    http: {
      ...l2Read,
      verb: 'GET',
      path: '/v1/user/rate-limit-tier',
      summary: "The tier of the caller's signer: its order and cancel buckets",
    },
  }),
} as const;
