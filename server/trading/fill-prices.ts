import type { OrderSide } from '../engine/index.js';
import { collateralMicros, complementTicks, PRICE_SCALE } from '../shared/index.js';
import type { TradeRecord } from './order-records.js';

/** The columns of a fill that say what it traded at, and who crossed. */
export type FillTerms = Pick<
  TradeRecord,
  'makerTokenIndex' | 'makerPriceTicks' | 'takerTokenIndex' | 'takerSide'
>;

/**
 * A fill's price in ticks seen from one token of its market. Fills execute at the maker's
 * price, in the maker's token; the other token trades at the complement (1 - p). The taker's
 * price of a fill is the same number seen from the taker's token.
 */
export const fillPriceFor = (
  tokenIndex: number,
  fill: Pick<FillTerms, 'makerTokenIndex' | 'makerPriceTicks'>,
): number =>
  fill.makerTokenIndex === tokenIndex
    ? fill.makerPriceTicks
    : complementTicks(fill.makerPriceTicks);

/** The taker's side seen from one token: buying one outcome is selling the other. */
export function fillTakerSideFor(
  tokenIndex: number,
  fill: Pick<FillTerms, 'takerTokenIndex' | 'takerSide'>,
): OrderSide {
  const side: OrderSide = fill.takerSide === 'SELL' ? 'SELL' : 'BUY';
  if (fill.takerTokenIndex === tokenIndex) return side;
  return side === 'BUY' ? 'SELL' : 'BUY';
}

/**
 * fillPriceFor in SQL, over a `trades` row: `tokenIndex` is an SQL expression (a column, a
 * parameter or a literal), `alias` the row's table alias ('' for none).
 */
export const fillPriceSql = (tokenIndex: string, alias = ''): string => {
  const column = alias ? `${alias}.` : '';
  return `CASE WHEN ${column}maker_token_index = ${tokenIndex} THEN ${column}maker_price_ticks
    ELSE ${PRICE_SCALE} - ${column}maker_price_ticks END`;
};

/**
 * The collateral a fill moves at one side's price, in micro-units, over a `trades` row aliased
 * `alias`: engine collateralMicros in SQL. Exact: every fill size is a multiple of the
 * 0.01-share lot, which PRICE_SCALE divides, so the integer division leaves no remainder (and
 * dividing first keeps the product small).
 */
export const fillNotionalSql = (role: 'taker' | 'maker', alias = ''): string => {
  const column = alias ? `${alias}.` : '';
  return `(${column}size_micros / ${PRICE_SCALE}) * ${column}${role}_price_ticks`;
};

/**
 * A fill's fee as a rate: basis points of the side's notional (price x size in that side's own
 * terms), rounded to the nearest whole point. The venue charges fees in collateral from the
 * market's fd curve; this reports what the fill actually paid (/data/trades, the streams).
 */
export function feeRateBps(feeMicros: number, priceTicks: number, sizeMicros: number): string {
  const notional = collateralMicros(priceTicks, sizeMicros);
  return notional > 0 ? String(Math.round((feeMicros / notional) * 10_000)) : '0';
}
