import { grantOf, type CallContext, type HandlerGroup } from '../contract/index.js';
import type { Catalog } from '../catalog/index.js';
import type { GrantRegistry } from './grant-registry.js';
import type { GrantStore, GrantRecord } from './grant-store.js';
import type { GrantTrading } from './grant-trading.js';
import type { VenueCall } from '../terminal/index.js';
import type { RevokeAnswer } from '../contract/index.js';

export type GrantSessionMethod =
  'grants.create' | 'grants.list' | 'grants.revoke' | 'grants.audit' | 'grants.orderTags';
export type GrantScriptMethod =
  | 'grant.info'
  | 'grant.placeOrder'
  | 'grant.cancelOrder'
  | 'grant.cancelAll'
  | 'grant.openOrders'
  | 'grant.trades'
  | 'grant.positions';

export interface GrantHandlerDeps {
  registry: GrantRegistry;
  store: GrantStore;
  trading: GrantTrading;
  revoke: (grantId?: string) => Promise<RevokeAnswer>;
  catalog: Pick<Catalog, 'tradingMarket'>;
  call: VenueCall;
}

/** How often listing the grants reads the account's open orders again. */
const LIST_REFRESH_MS = 5_000;

/** Trades the account's fills look at to find the grant's. */
const TRADES_SCANNED = 1000;

/** The trader's side: issue, list, revoke, audit, and which orders a grant placed. */
export function createGrantSessionHandlers(
  deps: GrantHandlerDeps,
): HandlerGroup<GrantSessionMethod> {
  const { registry, store } = deps;
  let refreshedAt = -Infinity;
  /**
   * Open notional as the venue sees it now, for the grants of the unlocked account; at most
   * every few seconds, since the Scripts pane lists the grants every second (and in mirror
   * mode the read goes upstream). Intents reconcile on their own when a limit is near.
   */
  const refreshOpenNotional = async () => {
    const now = Date.now();
    if (now - refreshedAt < LIST_REFRESH_MS) return;
    refreshedAt = now;
    const readable = registry.records().filter((record) => {
      try {
        registry.requireSigner(record);
        return true;
      } catch {
        return false;
      }
    });
    await deps.trading.reconcile(readable).catch(() => undefined);
  };
  return {
    'grants.create': (input) => {
      const { record, token } = registry.create(input);
      return { grant: registry.view(record), token };
    },
    'grants.list': async () => {
      await refreshOpenNotional();
      return registry.records().map(registry.view);
    },
    'grants.revoke': ({ id }) => deps.revoke(id),
    'grants.audit': ({ grantId, limit }) => store.auditLog(grantId, limit),
    'grants.orderTags': ({ orderIds }) => {
      const tags: Record<string, string> = {};
      for (const id of orderIds) {
        const name = store.tagOf(id);
        if (name !== undefined) tags[id] = name;
      }
      return tags;
    },
  };
}

/** The script's side, each call within its grant. */
export function createGrantScriptHandlers(deps: GrantHandlerDeps): HandlerGroup<GrantScriptMethod> {
  const { registry, store, call } = deps;
  const ownOrder = (record: GrantRecord) => (orderId: string) =>
    store.orderOf(orderId)?.grantId === record.id;
  const readable = (context: CallContext): GrantRecord => {
    const record = registry.active(grantOf(context).id);
    registry.requireSigner(record);
    return record;
  };
  const inScope = (record: GrantRecord, conditionId: string): boolean => {
    const { limits } = record;
    if (limits.scope === 'all') return true;
    if (limits.scope === 'event') {
      return deps.catalog.tradingMarket(conditionId)?.eventSlug === limits.eventSlug;
    }
    return limits.marketIds.some((id) => id.toLowerCase() === conditionId.toLowerCase());
  };

  return {
    'grant.info': (_input, context) => registry.view(registry.get(grantOf(context).id)!),
    'grant.placeOrder': (ticket, context) => deps.trading.place(grantOf(context).id, ticket),
    'grant.cancelOrder': ({ orderID }, context) =>
      deps.trading.cancel(grantOf(context).id, [orderID]),
    'grant.cancelAll': ({ market }, context) => {
      const id = grantOf(context).id;
      const ids = registry
        .usageOf(id)
        .openOrderIds()
        .filter(
          (orderId) =>
            market === undefined ||
            store.orderOf(orderId)?.market.toLowerCase() === market.toLowerCase(),
        );
      return deps.trading.cancel(id, ids);
    },
    'grant.openOrders': async ({ market }, context) => {
      const record = readable(context);
      const mine = ownOrder(record);
      const open = await call('terminal.openOrders', market === undefined ? {} : { market });
      return open.filter((order) => mine(order.id));
    },
    'grant.trades': async ({ limit }, context) => {
      const record = readable(context);
      const mine = ownOrder(record);
      const trades = await call('terminal.trades', { limit: TRADES_SCANNED });
      return trades
        .filter(
          (trade) =>
            mine(trade.taker_order_id) || trade.maker_orders.some((maker) => mine(maker.order_id)),
        )
        .slice(0, limit);
    },
    'grant.positions': async (_input, context) => {
      const record = readable(context);
      const positions = await call('terminal.positions', {});
      return positions.filter((position) => inScope(record, position.conditionId));
    },
  };
}
