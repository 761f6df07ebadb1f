import { collateralMicros, MICROS_PER_UNIT, PRICE_SCALE } from '../shared/index.js';
import type { AgentOrder } from './order-signer.js';
import type { Random } from './random.js';

/**
 * Half the quoted spread and the gap between levels, in ticks of 0.0001: half a cent, or the
 * tick where that is coarser. Near 0 or 1 it tightens (to one tick at least), so that a whole
 * ladder fits between the touch and the edge of the grid, as the venue's cheap markets quote.
 */
const STEP_TICKS = 50;

export interface LadderTerms {
  tickTicks: number;
  /** The market's tradable lot (depth.ts): level k quotes k + 1 lots plus up to one more. */
  lotShares: number;
  levels: number;
}

/** One quote in YES terms: a bid or an ask at a YES price. */
export interface Quote {
  priceTicks: number;
  sizeMicros: number;
}

export interface Ladder {
  bids: Quote[];
  asks: Quote[];
  /** The half spread and level gap it was built with (ladderStep). */
  stepTicks: number;
}

/** The ladder's step at a fair value (probability of YES): see STEP_TICKS. */
export function ladderStep(fair: number, tickTicks: number, levels: number): number {
  const widest = tickTicks * Math.max(1, Math.round(STEP_TICKS / tickTicks));
  const room = Math.min(fair, 1 - fair) * PRICE_SCALE - tickTicks;
  const fits = Math.floor(room / (levels + 0.5) / tickTicks) * tickTicks;
  return Math.max(tickTicks, Math.min(widest, fits));
}

/** The best bid and ask a maker quotes around a fair value, a step either side of it. */
export function ladderTop(
  fair: number,
  tickTicks: number,
  stepTicks: number,
): { bid: number; ask: number } {
  const fairTicks = fair * PRICE_SCALE;
  return {
    bid: Math.floor((fairTicks - stepTicks) / tickTicks) * tickTicks,
    ask: Math.ceil((fairTicks + stepTicks) / tickTicks) * tickTicks,
  };
}

/** Levels on the market's grid, both sides, dropping any outside [tick, 1 - tick]. */
export function buildLadder(fair: number, terms: LadderTerms, random: Random): Ladder {
  const { tickTicks, levels } = terms;
  const stepTicks = ladderStep(fair, tickTicks, levels);
  const lot = terms.lotShares;
  const top = ladderTop(fair, tickTicks, stepTicks);
  const onGrid = (price: number) => price >= tickTicks && price <= PRICE_SCALE - tickTicks;
  const ladder: Ladder = { bids: [], asks: [], stepTicks };
  for (let level = 0; level < levels; level++) {
    const size = () => (lot * (level + 1) + random.int(lot)) * MICROS_PER_UNIT;
    const bid = top.bid - level * stepTicks;
    const ask = top.ask + level * stepTicks;
    if (onGrid(bid)) ladder.bids.push({ priceTicks: bid, sizeMicros: size() });
    if (onGrid(ask)) ladder.asks.push({ priceTicks: ask, sizeMicros: size() });
  }
  return ladder;
}

/** Free shares of each outcome the agent may sell. */
export interface Inventory {
  yes: number;
  no: number;
}

/**
 * The orders that put a ladder on the book. Every quote is a BUY by default (a bid buys YES,
 * an ask buys NO at 1 - p, which rests as a YES ask at p), so collateral is all an agent
 * needs; where it holds the shares, the quote sells them instead, unwinding its inventory.
 */
export function ladderOrders(ladder: Ladder, inventory: Inventory): AgentOrder[] {
  let { yes, no } = inventory;
  const orders: AgentOrder[] = [];
  const order = (tokenIndex: 0 | 1, side: 'BUY' | 'SELL', priceTicks: number, size: number) =>
    orders.push({ tokenIndex, side, priceTicks, sizeMicros: size, orderType: 'GTC' });
  for (const { priceTicks, sizeMicros } of ladder.bids) {
    if (no >= sizeMicros) {
      order(1, 'SELL', PRICE_SCALE - priceTicks, sizeMicros);
      no -= sizeMicros;
    } else order(0, 'BUY', priceTicks, sizeMicros);
  }
  for (const { priceTicks, sizeMicros } of ladder.asks) {
    if (yes >= sizeMicros) {
      order(0, 'SELL', priceTicks, sizeMicros);
      yes -= sizeMicros;
    } else order(1, 'BUY', PRICE_SCALE - priceTicks, sizeMicros);
  }
  return orders;
}

/** The collateral the ladder's BUY orders lock, in micro-units. */
export const collateralOf = (orders: readonly AgentOrder[]): number =>
  orders.reduce(
    (sum, order) =>
      order.side === 'BUY' ? sum + collateralMicros(order.priceTicks, order.sizeMicros) : sum,
    0,
  );
