import { Type } from 'typebox';
import { BalanceAllowance, BalanceAllowanceQuery } from '../account.js';
import {
  BuilderCodeParams,
  BuilderFeeRatesBody,
  DropNotificationsQuery,
  PreMigrationOrdersPage,
  PreMigrationOrdersQuery,
  SignatureTypeQuery,
} from '../account-extras.js';
import { defineMethod } from './define.js';

// The official client's calls beyond trading whose answer has a local meaning: what the local
// venue has of them (no builder fees, no pre-migration orders, no notifications, allowances
// that never need refreshing).

const account = {
  auth: 'l2',
  limits: ['order-book'],
  errors: ['invalid_input', 'unauthenticated', 'rate_limited'],
} as const;

export const accountExtraMethods = {
  builderFees: defineMethod({
    auth: 'public',
    limits: ['order-book'],
    errors: ['invalid_input', 'rate_limited'],
    name: 'orderbook.builderFees',
    summary: "A builder code's fee rates (none on the local venue)",
    input: BuilderCodeParams,
    output: BuilderFeeRatesBody,
  }),
  updateBalanceAllowance: defineMethod({
    ...account,
    name: 'account.updateBalanceAllowance',
    summary: "Refreshes the caller's allowances (always current here) and answers them",
    input: BalanceAllowanceQuery,
    output: BalanceAllowance,
  }),
  preMigrationOrders: defineMethod({
    ...account,
    name: 'account.preMigrationOrders',
    summary: "The caller's orders from before the exchange migration (none here)",
    input: PreMigrationOrdersQuery,
    output: PreMigrationOrdersPage,
  }),
  notifications: defineMethod({
    ...account,
    name: 'account.notifications',
    summary: "The caller's notifications (the local venue sends none)",
    input: SignatureTypeQuery,
    output: Type.Array(Type.Object({})),
  }),
  dropNotifications: defineMethod({
    ...account,
    name: 'account.dropNotifications',
    summary: 'Marks notifications read (there are none)',
    input: DropNotificationsQuery,
    output: Type.Literal('OK'),
  }),
} as const;
