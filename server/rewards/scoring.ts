import { PRICE_SCALE } from '../shared/index.js';

/*
 * The venue's liquidity-reward score of a market's book at one instant (docs/api.md,
 * "Liquidity rewards"), in integers. The book is the YES-price book: a buy of YES and a sell
 * of NO are bids, a sell of YES and a buy of NO are asks, so the venue's "book one" (bids of
 * YES, asks of NO) is every bid here and "book two" every ask.
 *
 * - The size-cutoff-adjusted midpoint is halfway between the first bid and the first ask price
 *   at which the side's depth, best first, reaches the market's minimum size.
 * - An order scores when it rests with at least the minimum size left, closer to that midpoint
 *   than the max spread v: S = ((v - s) / v)^2 x size, s its distance from the midpoint.
 * - A maker's score Qmin is min(Qone, Qtwo), the smaller of its two sides; with the midpoint in
 *   [0.10, 0.90] a one-sided maker still gets max(Qone, Qtwo) / 3 when that is more.
 */

/** The single-sided scaling factor c of the venue's formula. */
const SINGLE_SIDED_DIVISOR = 3n;
/** Within this band of the midpoint (0.10 to 0.90) a one-sided maker still scores. */
const SINGLE_SIDED_LOW = PRICE_SCALE / 10;
const SINGLE_SIDED_HIGH = PRICE_SCALE - SINGLE_SIDED_LOW;

export interface RewardTerms {
  minSizeMicros: number;
  /** v: the largest distance from the adjusted midpoint that scores, in price ticks. */
  maxSpreadTicks: number;
}

/** A resting order in the YES-price book. */
export interface BookQuote {
  orderId: number;
  maker: string;
  side: 'bid' | 'ask';
  /** In YES terms. */
  priceTicks: number;
  remainingMicros: number;
}

/** An order as it rests: in its own token's terms (0 = YES, 1 = NO). */
export interface RestingOrderTerms {
  tokenIndex: 0 | 1;
  side: 'BUY' | 'SELL';
  priceTicks: number;
}

/** Where an order rests in the YES-price book. */
export function yesTerms(order: RestingOrderTerms): Pick<BookQuote, 'side' | 'priceTicks'> {
  const buysYes = (order.tokenIndex === 0) === (order.side === 'BUY');
  const priceTicks = order.tokenIndex === 0 ? order.priceTicks : PRICE_SCALE - order.priceTicks;
  return { side: buysYes ? 'bid' : 'ask', priceTicks };
}

export interface BookScores {
  /** Twice the adjusted midpoint in ticks (an integer); null: a side lacks the minimum size. */
  midpointTimesTwo: number | null;
  /** The score (micro-share units) of each order that scores. */
  orders: Map<number, bigint>;
  /** Qmin of each maker with a positive score. */
  makers: Map<string, bigint>;
}

/** The price at which the side's depth, best first, first reaches `minSize`. */
function cutoffPrice(quotes: readonly BookQuote[], minSize: number): number | null {
  let depth = 0;
  for (const quote of quotes) {
    depth += quote.remainingMicros;
    if (depth >= minSize && depth > 0) return quote.priceTicks;
  }
  return null;
}

export function scoreBook(terms: RewardTerms, quotes: readonly BookQuote[]): BookScores {
  const bids = quotes.filter((q) => q.side === 'bid').sort((a, b) => b.priceTicks - a.priceTicks);
  const asks = quotes.filter((q) => q.side === 'ask').sort((a, b) => a.priceTicks - b.priceTicks);
  const bid = cutoffPrice(bids, terms.minSizeMicros);
  const ask = cutoffPrice(asks, terms.minSizeMicros);
  const scores: BookScores = { midpointTimesTwo: null, orders: new Map(), makers: new Map() };
  if (bid === null || ask === null || terms.maxSpreadTicks <= 0) return scores;
  const mid2 = bid + ask;
  scores.midpointTimesTwo = mid2;

  // In half ticks, so that a midpoint between two ticks stays an integer.
  const v = BigInt(2 * terms.maxSpreadTicks);
  const sides = new Map<string, { one: bigint; two: bigint }>();
  for (const quote of quotes) {
    if (quote.remainingMicros < terms.minSizeMicros || quote.remainingMicros <= 0) continue;
    const s = BigInt(Math.abs(2 * quote.priceTicks - mid2));
    if (s >= v) continue;
    const score = (BigInt(quote.remainingMicros) * (v - s) * (v - s)) / (v * v);
    if (score === 0n) continue;
    scores.orders.set(quote.orderId, score);
    const maker = sides.get(quote.maker) ?? { one: 0n, two: 0n };
    if (quote.side === 'bid') maker.one += score;
    else maker.two += score;
    sides.set(quote.maker, maker);
  }

  const oneSidedScores = mid2 >= 2 * SINGLE_SIDED_LOW && mid2 <= 2 * SINGLE_SIDED_HIGH;
  for (const [maker, { one, two }] of sides) {
    const smaller = one < two ? one : two;
    const larger = one < two ? two : one;
    const oneSided = larger / SINGLE_SIDED_DIVISOR;
    const qmin = oneSidedScores && oneSided > smaller ? oneSided : smaller;
    if (qmin > 0n) scores.makers.set(maker, qmin);
  }
  return scores;
}

/** The sum of the makers' scores. */
export function totalScore(scores: BookScores): bigint {
  let total = 0n;
  for (const qmin of scores.makers.values()) total += qmin;
  return total;
}
