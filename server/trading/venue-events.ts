import type { TradingMarket } from '../catalog/index.js';
import type { OrderRecord, TradeRecord } from './order-records.js';

/**
 * What the venue did, published once it is committed: the streams, the order-book read caches
 * and the market statistics follow the venue through these and nothing else.
 */
export type VenueEvent = OrderEvent | TradeEvent | MarketResolvedEvent | TickSizeChangeEvent;

export interface OrderEvent {
  kind: 'order';
  /** PLACEMENT: accepted (it may have matched at once); UPDATE: a fill; CANCELLATION. */
  type: 'PLACEMENT' | 'UPDATE' | 'CANCELLATION';
  /** A snapshot of the order right after the change. */
  order: Readonly<OrderRecord>;
  market: TradingMarket;
  /**
   * Whether the change moved a book level at the order's price: a resting order was added,
   * filled or removed. A PLACEMENT that matched completely never rested and leaves it false.
   */
  bookChanged: boolean;
  atMs: number;
}

export interface TradeEvent {
  kind: 'trade';
  trade: Readonly<TradeRecord>;
  market: TradingMarket;
  takerOrder: Readonly<OrderRecord>;
  makerOrder: Readonly<OrderRecord>;
  atMs: number;
}

export interface MarketResolvedEvent {
  kind: 'market_resolved';
  market: TradingMarket;
  winningOutcomeIndex: 0 | 1;
  atMs: number;
}

/** The operator changed a market's tick size (prices on the old grid stay valid on the book). */
export interface TickSizeChangeEvent {
  kind: 'tick_size_change';
  market: TradingMarket;
  oldTickTicks: number;
  newTickTicks: number;
  atMs: number;
}

export type VenueListener = (events: readonly VenueEvent[]) => void;

/** The read side: subscribe to committed events, in commit order. */
export interface VenueFeed {
  /** Returns the unsubscribe function. Listeners run synchronously right after each commit. */
  subscribe(listener: VenueListener): () => void;
}

/**
 * The write side, driven by the group commit: events of a savepoint or batch that rolls back
 * are dropped with it (rollbackTo), those of a batch are published after its COMMIT and never
 * before.
 */
export interface VenueJournal extends VenueFeed {
  emit(event: VenueEvent): void;
  mark(): number;
  rollbackTo(mark: number): void;
  publish(): void;
}

export function createVenueJournal(): VenueJournal {
  const listeners = new Set<VenueListener>();
  let pending: VenueEvent[] = [];
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit: (event) => void pending.push(event),
    mark: () => pending.length,
    rollbackTo(mark) {
      pending.length = mark;
    },
    publish() {
      if (pending.length === 0) return;
      const events = pending;
      pending = [];
      for (const listener of listeners) {
        try {
          listener(events);
        } catch (error) {
          // A failing reader must not undo or block a committed write.
          console.error('venue event listener failed', error);
        }
      }
    },
  };
}
