import { MICROS_PER_UNIT, PRICE_SCALE } from '../../../server/shared/index.js';
import {
  cancelOpenOrders,
  cancelOrders,
  flattenMarket,
  moveOrders,
  refuseOrder,
  sendOrder,
  type DeskDeps,
} from './desk-actions.js';
import {
  flattenOrders,
  hotkeyOrder,
  ladderClickOrder,
  movedOrder,
  NOT_TAKING_ORDERS,
  type Built,
  type DeskAction,
  type DeskOutcome,
  type DeskState,
  type Refusal,
} from './order-builders.js';
import { tradingKeyLabel } from './key-labels.js';
import { centsText, sharesText } from './order-text.js';
import type { OwnLevel } from './own-levels.js';
import { defaultSizeMicros, getLadderTradingState } from './trading-settings.js';

/** The live books a desk reads its prices from (a market feed fits): prices in micros. */
export interface BookSource {
  books: ReadonlyMap<string, { bestBid(): number | null; bestAsk(): number | null }>;
  getStatus(): { tickSize: number | null };
}

/** A position as terminal.positions answers it. */
export interface HeldPosition {
  asset: string;
  size: number;
  reserved: number;
}

/** What the desk reads, as of the latest render of the ladder that owns it. */
export interface DeskInputs {
  conditionId: string;
  question: string;
  /** The market's name on its ladder (the group item's title, else the question). */
  title: string;
  outcomes: readonly DeskOutcome[];
  outcomeIndex: number;
  /** The catalog's tick (0.01); a tick_size_change on the feed overrides it. */
  tickSize: number;
  minSize: number;
  acceptingOrders: boolean;
  feed: BookSource | null;
  /** Undefined while loading. */
  positions: readonly HeldPosition[] | undefined;
  account: { exists: boolean; unlocked: boolean };
  /** Why trading is off now (the connection, a mirror's venue), or null. */
  blocked: string | null;
  selectOutcome(index: number): void;
}

/** One market's trading from its ladder and the keyboard. */
export interface LadderDesk {
  /** What the desk reads from now on (the latest render of its ladder). */
  setInputs(inputs: DeskInputs): void;
  conditionId(): string;
  /** The order a click on a level would send now, or why it would be refused. */
  describeClick(side: 'bid' | 'ask', priceMicros: number): Built;
  clickLevel(side: 'bid' | 'ask', priceMicros: number, startedAt: number): void;
  hotkey(action: DeskAction, startedAt: number): void;
  cancelLevel(level: OwnLevel, startedAt: number): void;
  moveLevel(level: OwnLevel, toPriceMicros: number, startedAt: number): void;
  cancelMarket(startedAt: number): void;
  flatten(startedAt: number): void;
  switchOutcome(): void;
}

const MICROS_PER_TICK = MICROS_PER_UNIT / PRICE_SCALE;
const toTicks = (micros: number | null): number | null =>
  micros === null ? null : Math.round(micros / MICROS_PER_TICK);
const toMicros = (shares: number): number => Math.round(shares * MICROS_PER_UNIT);

const notArmed = () => {
  const key = tradingKeyLabel('arm');
  return `One-click trading is not armed: press ${key ? `${key} or ` : ''}the ladder’s Arm button`;
};

/** The desk's state for the builders, or why no order can be sent at all. */
export function deskState(inputs: DeskInputs): DeskState | Refusal {
  const refuse = (reason: string): Refusal => ({ ok: false, reason });
  // Before the book: a resolved market's empty book is not why nothing can be bought.
  if (!inputs.acceptingOrders && inputs.outcomes.length > 0) {
    return refuse(NOT_TAKING_ORDERS);
  }
  if (!inputs.account.exists) return refuse('Create or import an account to trade');
  if (!inputs.account.unlocked) return refuse('Unlock the vault to trade');
  if (inputs.blocked) return refuse(inputs.blocked);
  if (!inputs.positions) return refuse('Your positions are still loading');
  const feed = inputs.feed;
  const tickSize = feed?.getStatus().tickSize ?? inputs.tickSize;
  const held = (tokenId: string) => inputs.positions!.find((p) => p.asset === tokenId);
  const { settings } = getLadderTradingState();
  return {
    market: {
      outcomes: inputs.outcomes,
      tickTicks: Math.round(tickSize * PRICE_SCALE),
      minSizeMicros: toMicros(inputs.minSize),
      acceptingOrders: inputs.acceptingOrders,
    },
    outcomeIndex: inputs.outcomeIndex,
    tops: inputs.outcomes.map(({ tokenId }) => {
      const book = feed?.books.get(tokenId);
      return {
        bestBid: toTicks(book?.bestBid() ?? null),
        bestAsk: toTicks(book?.bestAsk() ?? null),
      };
    }),
    heldMicros: inputs.outcomes.map(({ tokenId }) => toMicros(held(tokenId)?.size ?? 0)),
    freeMicros: inputs.outcomes.map(({ tokenId }) => {
      const position = held(tokenId);
      return position ? toMicros(position.size) - toMicros(position.reserved) : 0;
    }),
    sizeMicros: defaultSizeMicros(settings),
    guards: settings.guards,
  };
}

/** Before the first render's inputs: nothing to trade yet. */
const loadingInputs: DeskInputs = {
  conditionId: '',
  question: '',
  title: '',
  outcomes: [],
  outcomeIndex: 0,
  tickSize: 0.01,
  minSize: 0,
  acceptingOrders: false,
  feed: null,
  positions: undefined,
  account: { exists: false, unlocked: false },
  blocked: 'The market is still loading',
  selectOutcome: () => undefined,
};

/**
 * "BUY 15 No @ 55¢": a marker's orders as they rest at the venue, each outcome and side apart
 * ("SELL 5 Yes @ 45¢ + BUY 10 No @ 55¢"). An order of the other outcome rests at this level of
 * the displayed outcome's ladder, but at its own price.
 */
export function levelText(
  level: OwnLevel,
  outcomes: readonly DeskOutcome[],
  displayedOutcome: number,
): string {
  const levelTicks = level.priceMicros / MICROS_PER_TICK;
  const groups = new Map<
    string,
    { side: string; outcomeIndex: number; micros: number; n: number }
  >();
  for (const { side, outcomeIndex, remainingMicros } of level.orders) {
    const key = `${side}:${outcomeIndex}`;
    const group = groups.get(key) ?? { side, outcomeIndex, micros: 0, n: 0 };
    group.micros += remainingMicros;
    group.n += 1;
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ side, outcomeIndex, micros, n }) => {
      const ticks = outcomeIndex === displayedOutcome ? levelTicks : PRICE_SCALE - levelTicks;
      const label = outcomes[outcomeIndex]?.label ?? '';
      const count = n > 1 ? ` (${n} orders)` : '';
      return `${side} ${sharesText(micros)} ${label} @ ${centsText(ticks)}${count}`;
    })
    .join(' + ');
}

/** A desk of one ladder; it acts on the inputs last given (none: it refuses every action). */
export function createLadderDesk(deps: DeskDeps): LadderDesk {
  let latest: DeskInputs | null = null;
  const read = (): DeskInputs => latest ?? loadingInputs;
  const armedState = (): DeskState | Refusal => {
    if (!getLadderTradingState().armed) return { ok: false, reason: notArmed() };
    return deskState(read());
  };
  const restingText = (level: OwnLevel) => {
    const inputs = read();
    return levelText(level, inputs.outcomes, inputs.outcomeIndex);
  };
  const send = (startedAt: number, build: (state: DeskState) => Built) => {
    const state = armedState();
    if ('ok' in state) return refuseOrder(state.reason);
    void sendOrder(deps, build(state), startedAt, read().title);
  };
  return {
    setInputs(inputs) {
      latest = inputs;
    },
    conditionId: () => read().conditionId,
    describeClick(side, priceMicros) {
      const state = deskState(read());
      if ('ok' in state) return state;
      return ladderClickOrder(state, side, Math.round(priceMicros / MICROS_PER_TICK));
    },
    clickLevel: (side, priceMicros, startedAt) =>
      send(startedAt, (state) =>
        ladderClickOrder(state, side, Math.round(priceMicros / MICROS_PER_TICK)),
      ),
    hotkey: (action, startedAt) => send(startedAt, (state) => hotkeyOrder(state, action)),
    cancelLevel(level, startedAt) {
      void cancelOrders(deps, level.orders, restingText(level), startedAt);
    },
    moveLevel(level, toPriceMicros, startedAt) {
      const state = armedState();
      if ('ok' in state) return refuseOrder(state.reason);
      const moves = level.orders.map((order) => ({
        order,
        what: restingText({ ...level, orders: [order], sizeMicros: order.remainingMicros }),
        replacement: movedOrder(state, order, Math.round(toPriceMicros / MICROS_PER_TICK)),
      }));
      void moveOrders(deps, moves, startedAt);
    },
    cancelMarket(startedAt) {
      const inputs = read();
      if (inputs.blocked) return refuseOrder(inputs.blocked);
      void cancelOpenOrders(
        deps,
        { market: inputs.conditionId, what: `cancel all in “${inputs.question}”` },
        startedAt,
      );
    },
    flatten(startedAt) {
      const state = armedState();
      if ('ok' in state) return refuseOrder(state.reason);
      const inputs = read();
      // Read again once the cancel is done: the book and the positions may have moved.
      const closing = () => {
        const fresh = deskState(read());
        return 'ok' in fresh ? [fresh] : flattenOrders(fresh);
      };
      void flattenMarket(
        deps,
        { conditionId: inputs.conditionId, what: `“${inputs.question}”`, title: inputs.title },
        closing,
        startedAt,
      );
    },
    switchOutcome() {
      const inputs = read();
      if (inputs.outcomes.length > 1) {
        inputs.selectOutcome((inputs.outcomeIndex + 1) % inputs.outcomes.length);
      }
    },
  };
}
