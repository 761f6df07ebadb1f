import type { AccountEvent } from '../../contract/index.js';
import type { SubscribeAccount } from './account-events.js';

/** What the account channel compares from one poll to the next. */
export interface AccountSnapshot {
  /** Whose snapshot: a change of account is not a change of its orders. */
  owner: string;
  orders: readonly { id: string; status: string; sizeMatched: string }[];
  tradeIds: readonly string[];
}

export interface PolledAccountEventDeps {
  /** The current account's open orders and latest fills; null while there is none to read. */
  snapshot: () => Promise<AccountSnapshot | null>;
  /** Calls the listener whenever the vault locks, unlocks or switches account. */
  onVaultChange: (listener: () => void) => () => void;
  intervalMs?: number;
}

export interface PolledAccountEvents {
  subscribe: SubscribeAccount;
  /** Stops polling; subscribers get nothing more. */
  close(): void;
}

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
  if (events.length > 0) events.push({ type: 'balance' });
  return events;
}

/**
 * The `account` channel where no venue feed is local (mirror mode): while a renderer watches,
 * the account's open orders and latest fills are read every `intervalMs` (one poll for every
 * subscriber) and each difference is an event. A poll that fails (offline, no credentials
 * yet) is skipped; the next one compares with the last snapshot that was read.
 */
export function createPolledAccountEvents(deps: PolledAccountEventDeps): PolledAccountEvents {
  const intervalMs = deps.intervalMs ?? 3_000;
  const subscribers = new Set<(event: AccountEvent) => void>();
  let last: AccountSnapshot | null = null;
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
      if (next === undefined || closed) return;
      if (next && last && next.owner === last.owner) deliver(changes(last, next));
      last = next;
    } finally {
      polling = false;
    }
  }

  const stopVault = deps.onVaultChange(() => {
    last = null;
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
