import type { VenueEvent } from '../trading/index.js';
import { CLOSE_POLICY_VIOLATION } from './limits.js';
import type { StreamSocket } from './stream-socket.js';
import { orderMessage, tradeMessages } from './user-messages.js';

/** An authenticated user-channel connection as the hub sees it. */
export interface UserSubscriber {
  readonly socket: StreamSocket;
  readonly apiKey: string;
  /** Whether it wants events of this market (condition id, lower case). */
  follows(conditionId: string): boolean;
}

/** The trade ids of each order in one commit, for associate_trades. */
function tradesByOrder(events: readonly VenueEvent[]): Map<number, string[]> {
  const trades = new Map<number, string[]>();
  const add = (orderId: number, tradeId: string) => {
    const list = trades.get(orderId);
    if (list) list.push(tradeId);
    else trades.set(orderId, [tradeId]);
  };
  for (const event of events) {
    if (event.kind !== 'trade') continue;
    add(event.takerOrder.id, event.trade.tradeId);
    add(event.makerOrder.id, event.trade.tradeId);
  }
  return trades;
}

/**
 * The user channel's fan-out: order events go to the connections of the order's API key, trade
 * events to those of the taker's and of the maker's key, each limited to the markets a
 * connection follows. What one commit produces for a connection goes out as one frame.
 */
export class UserHub {
  private readonly byKey = new Map<string, Set<UserSubscriber>>();

  join(subscriber: UserSubscriber): void {
    const set = this.byKey.get(subscriber.apiKey);
    if (set) set.add(subscriber);
    else this.byKey.set(subscriber.apiKey, new Set([subscriber]));
  }

  /** Closes the connections authenticated with `apiKey` (it was revoked): 1008, with a reason. */
  revoke(apiKey: string): void {
    const set = this.byKey.get(apiKey);
    if (!set) return;
    // Closing one makes it leave the set.
    for (const subscriber of [...set]) {
      subscriber.socket.close(CLOSE_POLICY_VIOLATION, 'the API key was revoked');
    }
  }

  leave(subscriber: UserSubscriber): void {
    const set = this.byKey.get(subscriber.apiKey);
    if (set?.delete(subscriber) && set.size === 0) this.byKey.delete(subscriber.apiKey);
  }

  publish(events: readonly VenueEvent[]): void {
    if (this.byKey.size === 0) return;
    const pending = new Map<UserSubscriber, string[]>();
    const deliver = (apiKey: string, conditionId: string, texts: () => string[]) => {
      const set = this.byKey.get(apiKey);
      if (!set) return;
      let rendered: string[] | undefined;
      for (const subscriber of set) {
        if (!subscriber.follows(conditionId)) continue;
        rendered ??= texts();
        const list = pending.get(subscriber);
        if (list) list.push(...rendered);
        else pending.set(subscriber, [...rendered]);
      }
    };
    let trades: Map<number, string[]> | undefined;
    for (const event of events) {
      const conditionId = event.market.conditionId;
      if (event.kind === 'order') {
        deliver(event.order.apiKey, conditionId, () => {
          trades ??= tradesByOrder(events);
          return [JSON.stringify(orderMessage(event, trades.get(event.order.id) ?? []))];
        });
      } else if (event.kind === 'trade') {
        const { takerOrder, makerOrder } = event;
        const texts = (apiKey: string, side: 'TAKER' | 'MAKER') => () =>
          tradeMessages(event, apiKey, side).map((message) => JSON.stringify(message));
        deliver(takerOrder.apiKey, conditionId, texts(takerOrder.apiKey, 'TAKER'));
        if (makerOrder.apiKey !== takerOrder.apiKey) {
          deliver(makerOrder.apiKey, conditionId, texts(makerOrder.apiKey, 'MAKER'));
        }
      }
    }
    for (const [subscriber, texts] of pending) {
      subscriber.socket.send(texts.length === 1 ? texts[0]! : `[${texts.join(',')}]`);
    }
  }
}
