import type { TradingMarket } from '../catalog/index.js';
import { MICROS_PER_UNIT, PRICE_SCALE } from '../shared/index.js';
import { tradableLot } from './depth.js';
import { ladderTop } from './ladder.js';
import type { QuotedMarket } from './market-maker.js';
import type { AgentOrder } from './order-signer.js';

/** Levels of the ladder a nudge may join: the touch and the two behind it. */
const NUDGE_LEVELS = 3;
/** A maker keeps this many nudges resting at most; then it takes the oldest back. */
export const MAX_NUDGES = 3;

/**
 * A resting order of one to three lots inside the maker's own ladder, on its bid or its ask side: it changes
 * a level's size without crossing anything the maker quotes, so the book visibly moves between
 * requotes. Null when the market has no ladder yet or the level would fall off the grid.
 */
export function nudgeOrder(
  quoted: QuotedMarket,
  market: TradingMarket,
  random: QuotedMarket['random'],
): AgentOrder | null {
  if (!quoted.quoted) return null;
  const { tickTicks } = market;
  const { fairTicks, stepTicks } = quoted.quoted;
  const top = ladderTop(fairTicks / PRICE_SCALE, tickTicks, stepTicks);
  const behind = random.int(NUDGE_LEVELS) * stepTicks;
  const lot = tradableLot(quoted.lot, market.minSizeMicros);
  const sizeMicros = (lot + random.int(2 * lot)) * MICROS_PER_UNIT;
  if (random.next() < 0.5) {
    const bid = top.bid - behind;
    if (bid < tickTicks) return null;
    return { tokenIndex: 0, side: 'BUY', priceTicks: bid, sizeMicros, orderType: 'GTC' };
  }
  const ask = top.ask + behind;
  if (ask > PRICE_SCALE - tickTicks) return null;
  // A bid for NO at 1 - p rests as a YES ask at p: collateral is all it needs.
  return {
    tokenIndex: 1,
    side: 'BUY',
    priceTicks: PRICE_SCALE - ask,
    sizeMicros,
    orderType: 'GTC',
  };
}
