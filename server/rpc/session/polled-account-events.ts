import type { AccountEvent } from '../../contract/index.js';
import type { SubscribeAccount } from './account-events.js';

/** What the account channel compares from one poll to the next. */
export interface AccountSnapshot {
  /** Whose snapshot: a change of account is not a change of its orders. */
  owner: string;
  orders: readonly { id: string; status: string; sizeMatched: string }[];
  tradeIds: readonly string[];
  /** What the account can commit; a change alone (a deposit, a withdrawal) is a `balance` event. */
  available?: number;
}

export interface PolledAccountEventDeps {
  /** The current account's open orders and latest fills; null while there is none to read. */
  snapshot: () => Promise<AccountSnapshot | null>;
  /** Calls the listener whenever the vault locks, unlocks or switches account. */
  onVaultChange: (listener: () => void) => () => void;
  /**
   * Awaited before the events of a poll that found new fills go out (its failure is ignored):
   * what the renderer reads again on them, the wallet's cached public data, is then fresh.
   */
  beforeTrades?: (owner: string) => Promise<void>;
  intervalMs?: number;
}

export interface PolledAccountEvents {
  subscribe: SubscribeAccount;
  /** Stops polling; subscribers get nothing more. */
  close(): void;
}

const EMPTY = { orders: [], tradeIds: [] };

/** The status an order that left the open list is given: filled or cancelled, it is closed. */
export const CLOSED_ORDER_STATUS = 'CLOSED';

function changes(before: AccountSnapshot, after: AccountSnapshot): AccountEvent[] {
  const events: AccountEvent[] = [];
  const previous = new Map(before.orders.map((order) => [order.id, order]));
  for (const order of after.orders) {
    const was = previous.get(order.id);
    previous.delete(order.id);
    if (!was || was.status !== order.status || was.sizeMatched !== order.sizeMatched) {
      events.push({ type: 'order', orderId: order.id, status: order.status });
    }
  }
  for (const id of previous.keys()) {
    events.push({ type: 'order', orderId: id, status: CLOSED_ORDER_STATUS });
  }
  const seen = new Set(before.tradeIds);
  for (const id of after.tradeIds) if (!seen.has(id)) events.push({ type: 'trade', tradeId: id });
  if (events.length > 0 || before.available !== after.available) events.push({ type: 'balance' });
  return events;
}

/**
 * The `account` channel where no venue feed is local (mirror mode): while a renderer watches,
 * the account's open orders and latest fills are read every `intervalMs` (one poll for every
 * subscriber) and each difference is an event. The first snapshot is the baseline. A poll that
 * fails (offline, no credentials yet) is skipped: the next one compares with the last snapshot
 * read, or, when none was, with nothing (all it holds may have happened meanwhile).
 */
export function createPolledAccountEvents(deps: PolledAccountEventDeps): PolledAccountEvents {
  const intervalMs = deps.intervalMs ?? 3_000;
  const subscribers = new Set<(event: AccountEvent) => void>();
  let last: AccountSnapshot | null = null;
  /** A poll failed before any succeeded: the first snapshot is compared with nothing. */
  let blind = false;
  let timer: NodeJS.Timeout | null = null;
  let polling = false;
  let closed = false;

  const deliver = (events: readonly AccountEvent[]) => {
    for (const deliverTo of subscribers) for (const event of events) deliverTo(event);
  };

  async function poll(): Promise<void> {
    if (polling) return;
    polling = true;
    try {
      const next = await deps.snapshot().catch(() => undefined);
      if (closed) return;
      if (!next) {
        // Nothing to compare with later: whatever the next snapshot holds may be news.
        if (!last) blind = true;
        return;
      }
      const before = last?.owner === next.owner ? last : blind ? { ...next, ...EMPTY } : null;
      const events = before ? changes(before, next) : [];
      if (deps.beforeTrades && events.some((event) => event.type === 'trade')) {
        await deps.beforeTrades(next.owner).catch(() => undefined);
        if (closed) return;
      }
      deliver(events);
      last = next;
      blind = false;
    } finally {
      polling = false;
    }
  }

  const stopVault = deps.onVaultChange(() => {
    // The renderer reads everything again on `vault`: the next snapshot is the new baseline.
    last = null;
    blind = false;
    deliver([{ type: 'vault' }]);
  });

  return {
    subscribe(deliverTo) {
      subscribers.add(deliverTo);
      if (!timer && !closed) {
        void poll();
        timer = setInterval(() => void poll(), intervalMs);
        timer.unref();
      }
      return () => {
        subscribers.delete(deliverTo);
        if (subscribers.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
          last = null;
          blind = false;
        }
      };
    },
    close() {
      closed = true;
      subscribers.clear();
      if (timer) clearInterval(timer);
      timer = null;
      stopVault();
    },
  };
}
