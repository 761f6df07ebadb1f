import type { OrderBook } from './order-book.js';

/** A step of a depth curve: at `price` (micros) and beyond, `cumulative` micro-shares rest. */
export interface DepthStep {
  price: number;
  cumulative: number;
}

export interface Depth {
  /** Best bid first, prices falling. */
  bids: DepthStep[];
  /** Best ask first, prices rising. */
  asks: DepthStep[];
  /** The price range drawn, micros: symmetric about the midpoint when both sides rest. */
  low: number;
  high: number;
  /** The deeper side's total over the levels drawn. */
  maxCumulative: number;
}

const ONE = 1_000_000;

function steps(levels: ReadonlyMap<number, number>, descending: boolean, count: number) {
  const prices = [...levels.keys()].sort((a, b) => (descending ? b - a : a - b)).slice(0, count);
  let cumulative = 0;
  return prices.map((price) => {
    cumulative += levels.get(price)!;
    return { price, cumulative };
  });
}

/**
 * The cumulative depth of a book over its `levels` best levels a side, and the window to draw
 * it in: wide enough for the farther side's last level, centred on the midpoint, within 0–1.
 */
export function depthOf(book: Pick<OrderBook, 'bids' | 'asks'>, levels = 40): Depth {
  const bids = steps(book.bids, true, levels);
  const asks = steps(book.asks, false, levels);
  const bestBid = bids[0]?.price;
  const bestAsk = asks[0]?.price;
  const worstBid = bids[bids.length - 1]?.price;
  const worstAsk = asks[asks.length - 1]?.price;
  const maxCumulative = Math.max(
    bids[bids.length - 1]?.cumulative ?? 0,
    asks[asks.length - 1]?.cumulative ?? 0,
  );
  if (bestBid === undefined && bestAsk === undefined) {
    return { bids, asks, low: 0, high: ONE, maxCumulative };
  }
  const mid =
    bestBid !== undefined && bestAsk !== undefined
      ? (bestBid + bestAsk) / 2
      : (bestBid ?? bestAsk)!;
  const reach = Math.max(
    worstBid === undefined ? 0 : mid - worstBid,
    worstAsk === undefined ? 0 : worstAsk - mid,
    // A one-level book still gets a few ticks of room either side.
    ONE / 50,
  );
  const half = reach * 1.08;
  return {
    bids,
    asks,
    low: Math.max(0, mid - half),
    high: Math.min(ONE, mid + half),
    maxCumulative,
  };
}

/**
 * The outline of one side as canvas points, from the best price outwards: a step up at each
 * level, then flat to the edge of the window. `x` and `y` map price and depth to pixels.
 */
export function depthOutline(
  side: readonly DepthStep[],
  edge: number,
  x: (price: number) => number,
  y: (cumulative: number) => number,
): [number, number][] {
  if (side.length === 0) return [];
  const points: [number, number][] = [[x(side[0]!.price), y(0)]];
  let depth = 0;
  for (const step of side) {
    points.push([x(step.price), y(depth)], [x(step.price), y(step.cumulative)]);
    depth = step.cumulative;
  }
  points.push([x(edge), y(depth)], [x(edge), y(0)]);
  return points;
}
