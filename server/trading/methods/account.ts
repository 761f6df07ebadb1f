import type { AccountViews } from '../account-views.js';
import { type HandlerGroup, apiKeyOf } from '../../contract/index.js';

type AccountMethod =
  | 'account.orders'
  | 'account.order'
  | 'account.trades'
  | 'account.builderTrades'
  | 'account.balanceAllowance';

/** The orders, fills and balances of the API key's address; the fills of a builder code. */
export function createAccountHandlers(views: AccountViews): HandlerGroup<AccountMethod> {
  return {
    'account.orders': (query, context) => views.userOrders(apiKeyOf(context).address, query),
    'account.order': ({ id }, context) => {
      const order = views.userOrder(apiKeyOf(context).address, id);
      return { ...order, order };
    },
    'account.trades': (query, context) => views.accountTrades(apiKeyOf(context).address, query),
    'account.builderTrades': (query) => views.builderTrades(query),
    'account.balanceAllowance': (query, context) =>
      views.balanceAllowance(apiKeyOf(context).address, query),
  };
}
