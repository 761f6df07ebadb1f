import type { TradingMarket } from '../catalog/index.js';
import { PRICE_SCALE } from '../shared/index.js';
import type { Agent } from './agents.js';
import type { FairValue } from './fair-value.js';
import { tradableLot } from './depth.js';
import { buildLadder, collateralOf, ladderOrders } from './ladder.js';
import type { Random } from './random.js';

/** One market an agent makes, and what it has on the book there. */
export interface QuotedMarket {
  readonly conditionId: string;
  readonly marketId: number;
  readonly maker: Agent;
  readonly fair: FairValue;
  /** Quote sizes and taker choices of this market. */
  readonly random: Random;
  /** The market's lot in whole shares (depth.ts): what its quotes, nudges and takers size by. */
  readonly lot: number;
  /** Order hashes (ids) of the maker's resting quotes, nudges included. */
  live: string[];
  /** The small orders nudged into the ladder since it was placed, oldest first. */
  nudges: string[];
  /**
   * The fair value (in ticks), tick size and ladder step (ladderStep) the quotes were placed
   * for; null: none are.
   */
  quoted: { fairTicks: number; tickTicks: number; stepTicks: number } | null;
  /** A quote was filled or the venue changed the market: requote at the next visit. */
  dirty: boolean;
  /** Some quotes of the ladder did not rest (refused, or matched): try again from then on. */
  retryAtMs: number | null;
}

/**
 * quoted: the ladder was (re)placed; unchanged: it still fits the fair value; waiting: the
 * limiter holds the maker back (the visit is retried later); paused: the market is open but
 * not accepting orders, quotes pulled; gone: closed or resolved, stop making it.
 */
export type VisitOutcome = 'quoted' | 'unchanged' | 'waiting' | 'paused' | 'gone';

export interface Visit {
  outcome: VisitOutcome;
  /** Orders posted. */
  orders: number;
}

/**
 * The ladder is replaced once the fair value has moved this many levels from where it was
 * quoted: smaller moves leave quotes a little off-centre but never crossed, and replacing a
 * ladder costs a cancel and 2 x levels new orders (rows the venue keeps for a while).
 */
const REQUOTE_LEVELS = 2;
/** How long a ladder that did not fully rest stays as it is before the next attempt. */
const RETRY_MS = 60_000;

const pull = (quoted: QuotedMarket): void => {
  if (quoted.live.length > 0 && quoted.maker.cancel(quoted.live)) {
    quoted.live = [];
    quoted.nudges = [];
  }
  quoted.quoted = null;
};

function requoteDue(quoted: QuotedMarket, fairTicks: number, tickTicks: number, nowMs: number) {
  const last = quoted.quoted;
  if (quoted.dirty || last === null || last.tickTicks !== tickTicks) return true;
  if (quoted.retryAtMs !== null && nowMs >= quoted.retryAtMs) return true;
  return Math.abs(fairTicks - last.fairTicks) >= REQUOTE_LEVELS * last.stepTicks;
}

/**
 * Walks the market's fair value on to `nowMs` and requotes when it moved by REQUOTE_LEVELS
 * levels, the tick changed, a quote was filled away or the last ladder did not fully rest:
 * cancel the old quotes, then place the new ladder as one batch (at most 2 x levels orders).
 */
export function visitMarket(
  quoted: QuotedMarket,
  market: TradingMarket | undefined,
  levels: number,
  nowMs: number,
): Visit {
  if (!market || market.closed || market.winningOutcomeIndex !== null) {
    pull(quoted);
    return { outcome: 'gone', orders: 0 };
  }
  if (!market.active || !market.acceptingOrders) {
    pull(quoted);
    return { outcome: 'paused', orders: 0 };
  }
  const fair = quoted.fair.at(nowMs);
  const fairTicks = fair * PRICE_SCALE;
  if (!requoteDue(quoted, fairTicks, market.tickTicks, nowMs)) {
    return { outcome: 'unchanged', orders: 0 };
  }

  const { maker } = quoted;
  if (maker.throttled() || !maker.cancel(quoted.live)) return { outcome: 'waiting', orders: 0 };
  quoted.live = [];
  quoted.nudges = [];
  quoted.quoted = null;
  quoted.dirty = true;
  const lotShares = tradableLot(quoted.lot, market.minSizeMicros);
  const ladder = buildLadder(
    fair,
    { tickTicks: market.tickTicks, lotShares, levels },
    quoted.random,
  );
  const orders = ladderOrders(ladder, {
    yes: maker.availableShares(market.tokens[0].tokenId),
    no: maker.availableShares(market.tokens[1].tokenId),
  });
  maker.fund(collateralOf(orders));
  const answers = maker.post(market, orders);
  if (!answers) return { outcome: 'waiting', orders: 0 };
  quoted.live = answers
    .filter((answer) => answer.success && answer.status === 'live')
    .map((answer) => answer.orderID);
  quoted.quoted = { fairTicks, tickTicks: market.tickTicks, stepTicks: ladder.stepTicks };
  quoted.dirty = false;
  quoted.retryAtMs = quoted.live.length < orders.length ? nowMs + RETRY_MS : null;
  return { outcome: 'quoted', orders: orders.length };
}
