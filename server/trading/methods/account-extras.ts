import type { AccountViews } from '../account-views.js';
import { decodeCursor } from '../cursor.js';
import { type HandlerGroup, apiKeyOf } from '../../contract/index.js';

type ExtraMethod =
  | 'account.updateBalanceAllowance'
  | 'account.preMigrationOrders'
  | 'account.notifications'
  | 'account.dropNotifications';

/** The cursor that ends every list (docs/protocol.md). */
const END_CURSOR = 'LTE=';

/**
 * The official client's account calls beyond trading, with their local meaning: allowances
 * are always current (nothing to refresh), and there are no pre-migration orders and no
 * notifications.
 */
export function createAccountExtraHandlers(views: AccountViews): HandlerGroup<ExtraMethod> {
  return {
    'account.updateBalanceAllowance': (query, context) =>
      views.balanceAllowance(apiKeyOf(context).address, query),
    // A malformed cursor is still a 400, as on every cursor list.
    'account.preMigrationOrders': ({ next_cursor }) => {
      decodeCursor(next_cursor);
      return { data: [], next_cursor: END_CURSOR, limit: 0, count: 0 };
    },
    'account.notifications': () => [],
    'account.dropNotifications': () => 'OK',
  };
}

/** The local venue charges no builder fees: every builder code's rates are zero. */
export function createBuilderFeeHandlers(): HandlerGroup<'orderbook.builderFees'> {
  return {
    'orderbook.builderFees': () => ({
      builder_maker_fee_rate_bps: 0,
      builder_taker_fee_rate_bps: 0,
    }),
  };
}
