/**
 * The exact order each ladder click and trading key sends, or why it is refused: pure, so every
 * rule is unit-tested (test/unit/renderer/features/ladder-trading/order-builders.test.ts).
 *
 * Rules a trader relies on:
 * - A bid level's click is a limit BUY of the displayed outcome at that price.
 * - An ask level's click is a limit SELL of the displayed outcome when at least the market's
 *   minimum of it is free to sell (held and not reserved by other sell orders); the size is the
 *   default size capped at what is free. Otherwise it is the complementary order: a BUY of the
 *   other outcome at 1 − price for the default size, which rests at the same place in the book.
 * - Buy at the best ask and sell at the best bid are fill-and-kill at that one price: they take
 *   what is there now and never leave anything resting. Joins are good-till-cancelled.
 * - Flatten sells all of each outcome held, fill-and-kill, down to the best bid less the band.
 *   It is not held to the size and notional guards: it only ever closes a position.
 */
import {
  PRICE_SCALE,
  collateralMicros,
  decimalStringFromMicros,
  floorToLot,
  priceStringFromTicks,
  type TicketOrderType,
} from '../../../server/shared/index.js';
import type { Guards } from './trading-settings.js';
import { centsText, sharesText, usdText } from './order-text.js';

export type Side = 'BUY' | 'SELL';

/** The order as terminal.placeOrder takes it. */
/** Why nothing can be sent on a market that takes no orders (resolved, closed, paused). */
export const NOT_TAKING_ORDERS = 'This market is not taking orders';

export interface TicketOrder {
  tokenId: string;
  side: Side;
  orderType: TicketOrderType;
  /** On the market's tick grid, e.g. "0.45". */
  price: string;
  /** Shares, a multiple of the 0.01 lot. */
  size: string;
}

export interface DeskOutcome {
  label: string;
  tokenId: string;
}

export interface DeskMarket {
  outcomes: readonly DeskOutcome[];
  /** The market's tick in ticks of 0.0001 (100 = 1¢). */
  tickTicks: number;
  minSizeMicros: number;
  acceptingOrders: boolean;
}

/** One outcome's best prices, in ticks of 0.0001; null for an empty side. */
export interface TopOfBook {
  bestBid: number | null;
  bestAsk: number | null;
}

/** Everything an order is built from, read when the click or key happens. */
export interface DeskState {
  market: DeskMarket;
  /** The outcome the ladder shows. */
  outcomeIndex: number;
  /** Each outcome's top of book, by outcome index. */
  tops: readonly TopOfBook[];
  /** Each outcome's shares held, in micros. */
  heldMicros: readonly number[];
  /** Each outcome's shares free to sell (held less reserved by open sells), in micros. */
  freeMicros: readonly number[];
  /** The default size, in micros. */
  sizeMicros: number;
  guards: Guards;
}

export interface BuiltOrder {
  ok: true;
  order: TicketOrder;
  /** The outcome the order trades, by index and label. */
  outcomeIndex: number;
  outcome: string;
  /** What is sent, as a trader reads it: "BUY 10 Yes @ 45¢ GTC". */
  text: string;
}

export interface Refusal {
  ok: false;
  reason: string;
}

export type Built = BuiltOrder | Refusal;

/** An order before it is checked: on which outcome, which side, where, how many. */
interface Intent {
  outcomeIndex: number;
  side: Side;
  priceTicks: number;
  sizeMicros: number;
  orderType: TicketOrderType;
}

const refuse = (reason: string): Refusal => ({ ok: false, reason });

/** What a trading key or click is: the builders' names, for the toasts too. */
export type DeskAction = 'buyBestAsk' | 'sellBestBid' | 'joinBestBid' | 'joinBestAsk';

/** The other outcome of a binary market, or null. */
export function otherOutcome(market: DeskMarket, outcomeIndex: number): number | null {
  return market.outcomes.length === 2 ? 1 - outcomeIndex : null;
}

/** Free shares of the displayed outcome worth a SELL: at least the market's minimum. */
export function sellableMicros(state: DeskState): number {
  const free = floorToLot(Math.max(0, state.freeMicros[state.outcomeIndex] ?? 0));
  return free > 0 && free >= state.market.minSizeMicros ? free : 0;
}

/**
 * The displayed outcome offered at `priceTicks`: its SELL, capped at what is free to sell, or
 * the BUY of the other outcome at 1 − price when too little is free.
 */
function offer(state: DeskState, priceTicks: number, orderType: TicketOrderType): Intent | Refusal {
  const sellable = sellableMicros(state);
  if (sellable > 0) {
    return {
      outcomeIndex: state.outcomeIndex,
      side: 'SELL',
      priceTicks,
      sizeMicros: Math.min(state.sizeMicros, sellable),
      orderType,
    };
  }
  const other = otherOutcome(state.market, state.outcomeIndex);
  if (other === null) return refuse('Nothing to sell, and this market has no other outcome');
  return {
    outcomeIndex: other,
    side: 'BUY',
    priceTicks: PRICE_SCALE - priceTicks,
    sizeMicros: state.sizeMicros,
    orderType,
  };
}

const bid = (state: DeskState, priceTicks: number, orderType: TicketOrderType): Intent => ({
  outcomeIndex: state.outcomeIndex,
  side: 'BUY',
  priceTicks,
  sizeMicros: state.sizeMicros,
  orderType,
});

/** How many of the market's ticks an order reaches past the best opposite price (0: none). */
export function ticksThrough(
  side: Side,
  priceTicks: number,
  top: TopOfBook,
  tickTicks: number,
): number {
  const opposite = side === 'BUY' ? top.bestAsk : top.bestBid;
  if (opposite === null) return 0;
  const past = side === 'BUY' ? priceTicks - opposite : opposite - priceTicks;
  return past > 0 ? Math.ceil(past / tickTicks) : 0;
}

export interface CheckOptions {
  /** Flatten only closes a position: the size and notional guards do not apply. */
  sizeGuards: boolean;
}

/** Checks an intent against the market, the book and the guards; answers the order or why not. */
function check(state: DeskState, intent: Intent, options: CheckOptions = { sizeGuards: true }) {
  const { market, guards } = state;
  const outcome = market.outcomes[intent.outcomeIndex];
  if (!outcome) return refuse('This market has no such outcome');
  if (!market.acceptingOrders) return refuse(NOT_TAKING_ORDERS);
  const { priceTicks, side } = intent;
  const tick = market.tickTicks;
  const label = `${side} ${outcome.label} at ${centsText(priceTicks)}`;
  if (priceTicks < tick || priceTicks > PRICE_SCALE - tick) {
    return refuse(`${label} is outside ${centsText(tick)}–${centsText(PRICE_SCALE - tick)}`);
  }
  if (priceTicks % tick !== 0) return refuse(`${label} is off the ${centsText(tick)} tick`);
  const sizeMicros = floorToLot(intent.sizeMicros);
  if (sizeMicros <= 0) return refuse('The size is below the 0.01-share lot');
  const notional = collateralMicros(priceTicks, sizeMicros);
  if (options.sizeGuards && sizeMicros > guards.maxSizeMicros) {
    return refuse(
      `${sharesText(sizeMicros)} shares is over your maximum of ${sharesText(guards.maxSizeMicros)} per order`,
    );
  }
  if (options.sizeGuards && notional > guards.maxNotionalMicros) {
    return refuse(
      `${usdText(notional)} is over your maximum of ${usdText(guards.maxNotionalMicros)} per order`,
    );
  }
  if (sizeMicros < market.minSizeMicros) {
    return refuse(
      `${sharesText(sizeMicros)} ${outcome.label} is below this market's minimum of ${sharesText(market.minSizeMicros)} shares`,
    );
  }
  const top = state.tops[intent.outcomeIndex] ?? { bestBid: null, bestAsk: null };
  const through = ticksThrough(side, priceTicks, top, tick);
  if (through > guards.bandTicks) {
    const best =
      side === 'BUY'
        ? `best ask ${centsText(top.bestAsk!)}`
        : `best bid ${centsText(top.bestBid!)}`;
    return refuse(
      `${label} is ${through} tick${through === 1 ? '' : 's'} through the ${best}; your band allows ${guards.bandTicks}`,
    );
  }
  const order: TicketOrder = {
    tokenId: outcome.tokenId,
    side,
    orderType: intent.orderType,
    price: priceStringFromTicks(priceTicks),
    size: decimalStringFromMicros(sizeMicros),
  };
  const built: BuiltOrder = {
    ok: true,
    order,
    outcomeIndex: intent.outcomeIndex,
    outcome: outcome.label,
    text: `${side} ${sharesText(sizeMicros)} ${outcome.label} @ ${centsText(priceTicks)} ${intent.orderType}`,
  };
  return built;
}

const finish = (state: DeskState, intent: Intent | Refusal): Built =>
  'ok' in intent ? intent : check(state, intent);

/** A click on a ladder level of the displayed outcome (`priceTicks` in its terms). */
export function ladderClickOrder(state: DeskState, side: 'bid' | 'ask', priceTicks: number): Built {
  return finish(
    state,
    side === 'bid' ? bid(state, priceTicks, 'GTC') : offer(state, priceTicks, 'GTC'),
  );
}

/** A trading key's order on the displayed outcome. */
export function hotkeyOrder(state: DeskState, action: DeskAction): Built {
  const top = state.tops[state.outcomeIndex] ?? { bestBid: null, bestAsk: null };
  switch (action) {
    case 'buyBestAsk':
      return top.bestAsk === null
        ? refuse('No ask to buy from')
        : finish(state, bid(state, top.bestAsk, 'FAK'));
    case 'sellBestBid':
      return top.bestBid === null
        ? refuse('No bid to sell to')
        : finish(state, offer(state, top.bestBid, 'FAK'));
    case 'joinBestBid':
      return top.bestBid === null
        ? refuse('No bid to join')
        : finish(state, bid(state, top.bestBid, 'GTC'));
    case 'joinBestAsk':
      return top.bestAsk === null
        ? refuse('No ask to join')
        : finish(state, offer(state, top.bestAsk, 'GTC'));
  }
}

/**
 * The orders that close this market's position: each outcome held sold whole, fill-and-kill,
 * at worst the best bid less the band. Sent after this market's open orders are cancelled, so
 * nothing is reserved. An empty list: nothing is held.
 */
export function flattenOrders(state: DeskState): Built[] {
  const built: Built[] = [];
  const tick = state.market.tickTicks;
  state.market.outcomes.forEach((outcome, index) => {
    const held = floorToLot(Math.max(0, state.heldMicros[index] ?? 0));
    if (held <= 0) return;
    const bestBid = state.tops[index]?.bestBid ?? null;
    if (bestBid === null) {
      built.push(refuse(`No bid for ${outcome.label}: ${sharesText(held)} left held`));
      return;
    }
    const worst = Math.max(tick, bestBid - state.guards.bandTicks * tick);
    const intent = {
      outcomeIndex: index,
      side: 'SELL' as const,
      priceTicks: worst,
      sizeMicros: held,
    };
    built.push(check(state, { ...intent, orderType: 'FAK' }, { sizeGuards: false }));
  });
  return built;
}

/** One of the trader's open orders, as the ladder's markers know it. */
export interface RestingOrder {
  outcomeIndex: number;
  side: Side;
  /** Shares still open, in micros. */
  remainingMicros: number;
}

/**
 * The order that replaces `resting` once it is cancelled, at a level the ladder shows
 * (`priceTicks` in the displayed outcome's terms): same outcome, side and open size.
 */
export function movedOrder(state: DeskState, resting: RestingOrder, priceTicks: number): Built {
  const ownPrice =
    resting.outcomeIndex === state.outcomeIndex ? priceTicks : PRICE_SCALE - priceTicks;
  return check(state, {
    outcomeIndex: resting.outcomeIndex,
    side: resting.side,
    priceTicks: ownPrice,
    sizeMicros: resting.remainingMicros,
    orderType: 'GTC',
  });
}
