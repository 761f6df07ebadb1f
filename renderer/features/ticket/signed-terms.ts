import type { Side } from './book-walk.js';
import { type TicketOrderType, isMarketOrder } from './preview.js';
import { MICROS_PER_UNIT, PRICE_SCALE, collateralMicros, floorToLot } from './units.js';

/** A cent of collateral in micros. */
const CENT_MICROS = 10_000;

/** The price and size the service will sign and the engine will execute for a ticket. */
export type SignedTerms =
  | {
      ok: true;
      priceTicks: number;
      /** Shares the order is for once signed and read back by the engine. */
      sizeMicros: number;
      /** Market BUY only: the collateral signed to spend (floored to the cent). */
      spendMicros: number | null;
    }
  | { ok: false; error: string };

/** Decimals the official client rounds a market BUY's shares to: the tick's plus two. */
function amountDecimals(tickTicks: number): number {
  let decimals = 0;
  for (let scaled = tickTicks; scaled % PRICE_SCALE !== 0; scaled *= 10) decimals += 1;
  return decimals + 2;
}

/** Shares a market BUY of `spend` asks for: the quotient rounded up, then down to `decimals`. */
function marketBuyShares(spend: number, priceTicks: number, decimals: number): number {
  const numerator = BigInt(spend) * BigInt(PRICE_SCALE);
  const denominator = BigInt(priceTicks) * BigInt(MICROS_PER_UNIT);
  const fine = 10n ** BigInt(decimals + 4);
  const roundedUp = (numerator * fine + denominator - 1n) / denominator;
  return Number((roundedUp / 10n ** 4n) * 10n ** BigInt(6 - decimals));
}

/**
 * What `terminal.placeOrder` turns a ticket into, step by step as the service does: the size
 * floored to the 0.01 lot; a market BUY signs the collateral `floor_to_cent(size × worst)`
 * and the shares that buys, which the engine floors to the lot again and prices at the worst
 * tick the amounts allow (rounded down). So 12.5 shares at worst 57¢ spend $7.12 for 12.49.
 */
export function signedTerms(
  side: Side,
  orderType: TicketOrderType,
  priceTicks: number,
  sizeMicros: number,
  tickTicks: number,
): SignedTerms {
  const size = floorToLot(sizeMicros);
  if (size <= 0) return { ok: false, error: 'Size must be at least 0.01 share' };
  if (side === 'SELL' || !isMarketOrder(orderType)) {
    return { ok: true, priceTicks, sizeMicros: size, spendMicros: null };
  }
  const collateral = collateralMicros(priceTicks, size);
  const spend = collateral - (collateral % CENT_MICROS);
  if (spend === 0) return { ok: false, error: 'Buys less than $0.01 at this price' };
  const signedShares = marketBuyShares(spend, priceTicks, amountDecimals(tickTicks));
  const step = BigInt(signedShares) * BigInt(tickTicks);
  const worst = Number((BigInt(spend) * BigInt(PRICE_SCALE)) / step) * tickTicks;
  const shares = floorToLot(signedShares);
  if (shares === 0) return { ok: false, error: 'Size must be at least 0.01 share' };
  return { ok: true, priceTicks: worst, sizeMicros: shares, spendMicros: spend };
}
