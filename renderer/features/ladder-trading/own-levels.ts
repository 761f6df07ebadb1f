import {
  PRICE_SCALE,
  microsFromDecimalString,
  microsFromTicks,
  ticksFromPriceString,
} from '../../../server/shared/index.js';
import type { RestingOrder, Side } from './order-builders.js';

/** What the ladder needs of an open order (terminal.openOrders' rows). */
export interface OpenOrderRow {
  id: string;
  assetId: string;
  side: string;
  price: string;
  originalSize: string;
  sizeMatched: string;
}

export interface OwnOrder extends RestingOrder {
  id: string;
}

/** The trader's orders resting at one level of the displayed outcome's ladder. */
export interface OwnLevel {
  side: 'bid' | 'ask';
  /** The level's price in micros, as the ladder keys its rows. */
  priceMicros: number;
  sizeMicros: number;
  orders: OwnOrder[];
  /** The script grants (issue #28) that placed some of these orders, by name (grant-tags.ts). */
  grants?: readonly string[];
  /** How many of these orders the grants placed. */
  grantOrders?: number;
}

/** The ladder's key of a level: `side:priceMicros`. */
export const levelKey = (side: 'bid' | 'ask', priceMicros: number): string =>
  `${side}:${priceMicros}`;

/**
 * Open orders on either outcome placed at their level of the displayed outcome's ladder: an
 * order on the other outcome rests at 1 − its price on the opposite side (a BUY of No at 40¢
 * is an offer of Yes at 60¢). Orders of other markets are left out.
 */
export function ownLevels(
  orders: readonly OpenOrderRow[],
  tokenIds: readonly string[],
  outcomeIndex: number,
): Map<string, OwnLevel> {
  const levels = new Map<string, OwnLevel>();
  for (const order of orders) {
    const index = tokenIds.indexOf(order.assetId);
    const ticks = ticksFromPriceString(order.price);
    const remaining =
      (microsFromDecimalString(order.originalSize) ?? 0) -
      (microsFromDecimalString(order.sizeMatched) ?? 0);
    if (index < 0 || ticks === null || remaining <= 0) continue;
    const side: Side = order.side === 'SELL' ? 'SELL' : 'BUY';
    const displayed = index === outcomeIndex;
    const buysDisplayed = displayed === (side === 'BUY');
    const ladderSide = buysDisplayed ? 'bid' : 'ask';
    const priceMicros = microsFromTicks(displayed ? ticks : PRICE_SCALE - ticks);
    const key = levelKey(ladderSide, priceMicros);
    const level = levels.get(key) ?? { side: ladderSide, priceMicros, sizeMicros: 0, orders: [] };
    level.sizeMicros += remaining;
    level.orders.push({ id: order.id, outcomeIndex: index, side, remainingMicros: remaining });
    levels.set(key, level);
  }
  return levels;
}
