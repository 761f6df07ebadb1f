import type { Catalog } from '../catalog/index.js';
import type { AccountEvent, DispatchTable } from '../contract/index.js';
import type { Database } from '../storage/index.js';
import type { Vault } from '../vault/index.js';
import { createGrantScriptHandlers, createGrantSessionHandlers } from './grant-handlers.js';
import { createGrantRegistry } from './grant-registry.js';
import { createRevocation } from './grant-revocation.js';
import { createGrantStore } from './grant-store.js';
import { createGrantTrading } from './grant-trading.js';
import { venueCall } from '../terminal/index.js';

export interface GrantsDeps {
  db: Database;
  vault: Pick<Vault, 'status'>;
  catalog: Pick<Catalog, 'tradingMarketByToken' | 'tradingMarket'>;
  /** The venue's handlers (local or mirror): a grant trades through the terminal's methods. */
  venue: DispatchTable;
  now?: () => number;
}

/** The venue's account events of the vault's current account (Venue.subscribeAccount). */
type SubscribeAccount = (deliver: (event: AccountEvent) => void) => () => void;

/** Fills the grant channel looks among for the one an account event names. */
const RECENT_TRADES = 20;

/**
 * Script grants: the trader issues them on the renderer's channel, a script acts with one over
 * the local port, the vault signs. See docs/scripts.md.
 */
export function createGrants(deps: GrantsDeps) {
  const now = deps.now ?? Date.now;
  const store = createGrantStore(deps.db);
  const registry = createGrantRegistry(store, deps.vault, now);
  const call = venueCall(deps.venue, 'grants');
  const trading = createGrantTrading({ registry, store, catalog: deps.catalog, call, now });
  const revokedListeners = new Set<(grantId: string) => void>();
  const revoke = createRevocation({
    registry,
    store,
    trading,
    now,
    onRevoked: (grantId) => revokedListeners.forEach((listener) => listener(grantId)),
  });
  const handlerDeps = { registry, store, trading, revoke, catalog: deps.catalog, call };

  /** One account event as the grant's socket tells it, or null when it is not the grant's. */
  const grantEvent = async (grantId: string, event: AccountEvent): Promise<object | null> => {
    if (event.type === 'order') {
      const order = store.orderOf(event.orderId);
      if (order?.grantId !== grantId) return null;
      if (event.status !== 'LIVE' && event.status !== 'live') {
        registry.usageOf(grantId).setOpen(event.orderId, 0);
        store.setOpenNotional(event.orderId, 0);
      }
      return { event_type: 'order', id: event.orderId, status: event.status };
    }
    if (event.type !== 'trade') return null;
    const trades = await call('terminal.trades', { limit: RECENT_TRADES });
    const trade = trades.find((candidate) => candidate.id === event.tradeId);
    const mine = (id: string) => store.orderOf(id)?.grantId === grantId;
    if (!trade) return null;
    const ours = mine(trade.taker_order_id) || trade.maker_orders.some((m) => mine(m.order_id));
    return ours ? { event_type: 'trade', ...trade } : null;
  };

  return {
    handlers: {
      ...createGrantSessionHandlers(handlerDeps),
      ...createGrantScriptHandlers(handlerDeps),
    },
    /** For the dispatcher: the grant of a bearer token. */
    authenticate: (authorization: string | undefined) => registry.authenticate(authorization),
    /** The scripts' grant channel over the venue's account events. */
    socketOptions(subscribeAccount: SubscribeAccount) {
      return {
        authenticate: (authorization: string | undefined) => registry.authenticate(authorization),
        subscribe: (grantId: string, deliver: (message: object) => void) =>
          subscribeAccount((event) => {
            grantEvent(grantId, event).then(
              (message) => message && deliver(message),
              () => undefined,
            );
          }),
        onRevoked(listener: (grantId: string) => void) {
          revokedListeners.add(listener);
          return () => revokedListeners.delete(listener);
        },
        now,
      };
    },
  };
}

export type Grants = ReturnType<typeof createGrants>;
