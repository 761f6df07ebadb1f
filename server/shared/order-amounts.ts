/**
 * A ticket's order amounts, rounded as the official client rounds them. The service signs these
 * amounts and the renderer's ticket previews what the engine will read back from them, so both
 * use this one function.
 */
import { MICROS_PER_UNIT, PRICE_SCALE, SIZE_LOT_MICROS, collateralMicros } from './units.js';

export type TicketOrderType = 'GTC' | 'GTD' | 'FOK' | 'FAK';

/** FOK and FAK take what the book has now and never rest. */
export const isMarketOrder = (type: TicketOrderType): boolean => type === 'FOK' || type === 'FAK';

/** A market BUY spends whole cents of collateral. */
const CENT_MICROS = 10_000;

export function floorToLot(sizeMicros: number): number {
  return sizeMicros - (sizeMicros % SIZE_LOT_MICROS);
}

/**
 * Decimals the official client rounds amounts to: two more than the tick's (its
 * ROUNDING_CONFIG: tick 0.01 -> 4, 0.001 -> 5, 0.0001 -> 6).
 */
function amountDecimals(tickTicks: number): number {
  let decimals = 0;
  for (let scaled = tickTicks; scaled % PRICE_SCALE !== 0; scaled *= 10) decimals += 1;
  return decimals + 2;
}

/**
 * Shares a market BUY of `spendMicros` at `priceTicks` asks for, as the official client
 * computes them: the quotient rounded up at `decimals + 4` places, then down at `decimals`.
 */
function marketBuyShares(spendMicros: number, priceTicks: number, decimals: number): number {
  const numerator = BigInt(spendMicros) * BigInt(PRICE_SCALE);
  const denominator = BigInt(priceTicks) * BigInt(MICROS_PER_UNIT);
  const fine = 10n ** BigInt(decimals + 4);
  const roundedUp = (numerator * fine + denominator - 1n) / denominator;
  const shares = roundedUp / 10n ** 4n;
  return Number(shares * 10n ** BigInt(6 - decimals));
}

export interface TicketTerms {
  side: 'BUY' | 'SELL';
  orderType: TicketOrderType;
  /** The limit price; for FOK/FAK the worst price accepted. */
  priceTicks: number;
  /** Shares as entered: floored to the lot here. */
  sizeMicros: number;
  /** The market's tick size, in ticks. */
  tickTicks: number;
}

export interface OrderAmounts {
  /** BUY: collateral paid; SELL: shares sold. */
  makerMicros: number;
  /** BUY: shares received; SELL: collateral received. */
  takerMicros: number;
  /** The price the engine reads from the amounts: the limit, or a market BUY's worst price. */
  worstPriceTicks: number;
  /** The shares the engine reads from the amounts, floored to the lot. */
  sizeMicros: number;
}

export type OrderAmountsResult =
  ({ ok: true } & OrderAmounts) | { ok: false; problem: 'size_below_lot' | 'spend_below_cent' };

/**
 * The amounts of a ticket's order in micros. The size is floored to the 0.01 lot. A market BUY
 * states the collateral to spend, `floor_to_cent(size x worst)`, and the shares that buys; the
 * engine floors those shares to the lot and prices them at the worst tick the amounts allow
 * (rounded down), so 12.5 shares at worst 0.57 spend 7.12 for 12.49.
 */
export function orderAmounts(ticket: TicketTerms): OrderAmountsResult {
  const { side, orderType, priceTicks, tickTicks } = ticket;
  const size = floorToLot(ticket.sizeMicros);
  if (size <= 0) return { ok: false, problem: 'size_below_lot' };
  const collateral = collateralMicros(priceTicks, size);
  const atLimit = { worstPriceTicks: priceTicks, sizeMicros: size };
  if (side === 'SELL') return { ok: true, makerMicros: size, takerMicros: collateral, ...atLimit };
  if (!isMarketOrder(orderType)) {
    return { ok: true, makerMicros: collateral, takerMicros: size, ...atLimit };
  }
  const spend = collateral - (collateral % CENT_MICROS);
  if (spend === 0) return { ok: false, problem: 'spend_below_cent' };
  const signedShares = marketBuyShares(spend, priceTicks, amountDecimals(tickTicks));
  const shares = floorToLot(signedShares);
  // Only a price above 1 buys less than a lot with a cent.
  if (shares === 0) return { ok: false, problem: 'size_below_lot' };
  const step = BigInt(signedShares) * BigInt(tickTicks);
  const worst = Number((BigInt(spend) * BigInt(PRICE_SCALE)) / step) * tickTicks;
  return {
    ok: true,
    makerMicros: spend,
    takerMicros: signedShares,
    worstPriceTicks: worst,
    sizeMicros: shares,
  };
}
