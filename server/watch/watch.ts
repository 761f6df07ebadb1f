import type {
  AccountEvent,
  AlertFiring,
  AlertNotice,
  ConditionalOrder,
  DispatchTable,
  HandlerGroup,
} from '../contract/index.js';
import type { Catalog } from '../catalog/index.js';
import type { Database } from '../storage/index.js';
import { venueCall } from '../terminal/index.js';
import type { Vault } from '../vault/index.js';
import { createAlertStore } from './alert-store.js';
import { createAlerts } from './alerts.js';
import { createConditionalOrders } from './conditional-orders.js';
import { createConditionalStore } from './conditional-store.js';
import { createMarketWatch, type MarketFeed } from './market-watch.js';

export type WatchMethod =
  | 'alerts.list'
  | 'alerts.create'
  | 'alerts.delete'
  | 'alerts.firings'
  | 'conditional.list'
  | 'conditional.create'
  | 'conditional.update'
  | 'conditional.cancel';

export interface WatchDeps {
  db: Database;
  catalog: Pick<Catalog, 'tradingMarketByToken' | 'tradingMarket'>;
  vault: Pick<Vault, 'status'>;
  venue: {
    handlers: DispatchTable;
    /** The venue's market channel (Venue.createMarketFeed), in either mode. */
    marketFeed: MarketFeed;
    subscribeAccount: (deliver: (event: AccountEvent) => void) => () => void;
  };
  now?: () => number;
  /** How often the catalog's figures and the positions are read; default 5 s. */
  pollMs?: number;
}

/** Notices go out this long after the first change, so a flood is one notice. */
const COALESCE_MS = 25;

/**
 * Alerts and conditional orders, evaluated in the service on the venue's live channels in both
 * modes, whatever the terminal shows; their notices go to the terminal (the `alerts` channel,
 * desktop and browser notifications) and to scripts (/ws/alerts), coalesced.
 */
export function createWatch(deps: WatchDeps) {
  const now = deps.now ?? Date.now;
  const call = venueCall(deps.venue.handlers, 'watch');
  const listeners = new Set<(notice: AlertNotice) => void>();
  let pending: AlertNotice | null = null;

  const publish = (add: (notice: AlertNotice) => void) => {
    if (!pending) {
      pending = { firings: [], conditional: [] };
      setTimeout(() => {
        const notice = pending!;
        pending = null;
        for (const listener of listeners) listener(notice);
      }, COALESCE_MS).unref();
    }
    add(pending);
  };

  const signingAddress = (): string | null => {
    const status = deps.vault.status();
    if (!status.unlocked || status.currentId === null) return null;
    return status.accounts.find((account) => account.id === status.currentId)?.address ?? null;
  };

  const marketWatch = createMarketWatch(deps.venue.marketFeed, (tokens) => {
    alerts.onQuotes(tokens);
    conditional.onQuotes(tokens);
  });
  const alerts = createAlerts({
    db: deps.db,
    store: createAlertStore(deps.db),
    catalog: deps.catalog,
    quotes: marketWatch.quotes,
    call,
    now,
    notify: (firing: AlertFiring) => publish((notice) => notice.firings.push(firing)),
  });
  const conditional = createConditionalOrders({
    store: createConditionalStore(deps.db),
    catalog: deps.catalog,
    quotes: marketWatch.quotes,
    call,
    signingAddress,
    now,
    notify: (order: ConditionalOrder) => {
      publish((notice) => {
        notice.conditional = [...notice.conditional.filter((o) => o.id !== order.id), order];
      });
      refollow();
    },
  });

  let accountEvents: (() => void) | null = null;
  /** Follows what the armed alerts and orders need, and the account's events while needed. */
  const refollow = () => {
    marketWatch.follow([...alerts.tokens(), ...conditional.tokens()]);
    if (alerts.wantsAccountEvents() && !accountEvents) {
      accountEvents = deps.venue.subscribeAccount((event) => void alerts.onAccountEvent(event));
    } else if (!alerts.wantsAccountEvents() && accountEvents) {
      accountEvents();
      accountEvents = null;
    }
  };
  refollow();
  const poller = setInterval(() => {
    void Promise.allSettled([alerts.poll(), conditional.poll()]).then(refollow);
  }, deps.pollMs ?? 5_000);
  poller.unref();

  const changed = <T>(result: T): T => {
    refollow();
    return result;
  };

  const handlers: HandlerGroup<WatchMethod> = {
    'alerts.list': () => alerts.list(),
    'alerts.create': (input) => changed(alerts.create(input)),
    'alerts.delete': ({ id }) => changed(alerts.remove(id)),
    'alerts.firings': ({ alertId, after, limit }) => alerts.firings(alertId, after ?? 0, limit),
    'conditional.list': () => conditional.list(),
    'conditional.create': async (input) => changed(await conditional.create(input)),
    'conditional.update': ({ id, ...changes }) => changed(conditional.update(id, changes)),
    'conditional.cancel': ({ id }) => changed(conditional.cancel(id)),
  };

  return {
    handlers,
    /** Every notice from now on; returns the unsubscribe function. */
    subscribeNotices(listener: (notice: AlertNotice) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Conditional orders armed now: they act only while the service runs. */
    armedConditional: (): number => conditional.armedCount(),
    close(): void {
      clearInterval(poller);
      marketWatch.close();
      accountEvents?.();
      accountEvents = null;
    },
  };
}

export type Watch = ReturnType<typeof createWatch>;
