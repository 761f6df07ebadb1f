import { Type } from 'typebox';
import {
  BalanceAllowance,
  BalanceAllowanceQuery,
  BuilderCodeParams,
  BuilderFeeRatesBody,
  DropNotificationsQuery,
  ErrorBody,
  PreMigrationOrdersPage,
  PreMigrationOrdersQuery,
  SignatureTypeQuery,
} from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

const L2_HEADERS =
  'L2 headers: POLY_ (or SVC_) ADDRESS, SIGNATURE, TIMESTAMP, API_KEY, PASSPHRASE.';
const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody };
const tags = ['account'];

/** The official client's calls beyond trading, answered with their local meaning. */
export function accountExtraRoutes(route: MethodRoute): void {
  route('GET', '/fees/builder-fees/:builder_code', 'orderbook.builderFees', {
    schema: {
      tags: ['order-book'],
      summary: "A builder code's maker and taker fee rates in bps (zero: no builder fees here)",
      params: BuilderCodeParams,
      response: { 200: BuilderFeeRatesBody, 400: ErrorBody, 429: ErrorBody },
    },
  });
  route('GET', '/balance-allowance/update', 'account.updateBalanceAllowance', {
    schema: {
      tags,
      summary: "Refresh the caller's allowances (always current here); answers them",
      description: L2_HEADERS,
      querystring: BalanceAllowanceQuery,
      response: { 200: BalanceAllowance, ...errors },
    },
  });
  route('GET', '/data/pre-migration-orders', 'account.preMigrationOrders', {
    schema: {
      tags,
      summary: "The caller's orders from before the exchange migration (always none here)",
      description: L2_HEADERS,
      querystring: PreMigrationOrdersQuery,
      response: { 200: PreMigrationOrdersPage, ...errors },
    },
  });
  route('GET', '/notifications', 'account.notifications', {
    schema: {
      tags,
      summary: "The caller's notifications (the local venue sends none)",
      description: L2_HEADERS,
      querystring: SignatureTypeQuery,
      response: { 200: Type.Array(Type.Object({})), ...errors },
    },
  });
  route('DELETE', '/notifications', 'account.dropNotifications', {
    schema: {
      tags,
      summary: 'Mark notifications read (there are none)',
      description: L2_HEADERS,
      querystring: DropNotificationsQuery,
      response: { 200: Type.Literal('OK'), ...errors },
    },
  });
}
