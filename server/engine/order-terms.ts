/**
 * Pure checks of an order's price and size against its market, and the derivation of
 * (price, size) from a signed order's amounts. They return results and never throw.
 */
import type { OrderSide, OrderType, RejectReason } from './types.js';
import {
  MAX_ORDER_SIZE_MICROS,
  PRICE_SCALE,
  SIZE_LOT_MICROS,
  floorToLot,
} from '../shared/index.js';

export interface MarketTerms {
  tickTicks: number;
  minSizeMicros: number;
}

export interface OrderTerms {
  priceTicks: number;
  sizeMicros: number;
}

export type TermsResult = ({ ok: true } & OrderTerms) | { ok: false; reason: RejectReason };

/** The price must be a multiple of the market tick inside [tick, 1 - tick]. */
export function checkPrice(priceTicks: number, tickTicks: number): RejectReason | null {
  if (!Number.isSafeInteger(priceTicks)) return 'invalid_price';
  if (priceTicks < tickTicks || priceTicks > PRICE_SCALE - tickTicks) return 'invalid_price';
  return priceTicks % tickTicks === 0 ? null : 'price_not_on_tick';
}

/**
 * The size must be a positive multiple of SIZE_LOT_MICROS (see server/shared/units.ts). The market's
 * minimum applies to orders that may rest (GTC, GTD); FOK and FAK only need one lot, as a
 * market order's size is what its collateral buys.
 */
export function checkSize(
  sizeMicros: number,
  minSizeMicros: number,
  type: OrderType,
): RejectReason | null {
  if (!Number.isSafeInteger(sizeMicros) || sizeMicros <= 0) return 'invalid_size';
  if (sizeMicros > MAX_ORDER_SIZE_MICROS) return 'invalid_size';
  if (sizeMicros % SIZE_LOT_MICROS !== 0) return 'size_not_lot_multiple';
  const rests = type === 'GTC' || type === 'GTD';
  return rests && sizeMicros < minSizeMicros ? 'size_below_minimum' : null;
}

export function checkOrderTerms(
  terms: OrderTerms,
  type: OrderType,
  market: MarketTerms,
): RejectReason | null {
  return (
    checkPrice(terms.priceTicks, market.tickTicks) ??
    checkSize(terms.sizeMicros, market.minSizeMicros, type)
  );
}

export interface SignedAmounts {
  side: OrderSide;
  /** BUY: collateral paid; SELL: shares sold. */
  makerAmountMicros: number;
  /** BUY: shares received; SELL: collateral received. */
  takerAmountMicros: number;
  type: OrderType;
}

/**
 * Price and size of a signed order. A resting order (GTC, GTD) must state its price
 * exactly: collateral / shares is a tick multiple and shares a lot multiple. A market order
 * (FOK, FAK; the official client rounds its amounts to other precisions) gets the worst
 * price its amounts allow, rounded in the signer's favour (BUY down, SELL up, to the
 * market tick), and its shares rounded down to the lot, so it never pays more or receives
 * less per share than it signed.
 */
export function termsFromAmounts(amounts: SignedAmounts, market: MarketTerms): TermsResult {
  const { side, makerAmountMicros, takerAmountMicros, type } = amounts;
  if (!isPositiveSafe(makerAmountMicros) || !isPositiveSafe(takerAmountMicros)) {
    return { ok: false, reason: 'invalid_amounts' };
  }
  const signedShares = side === 'BUY' ? takerAmountMicros : makerAmountMicros;
  const collateral = side === 'BUY' ? makerAmountMicros : takerAmountMicros;
  const exact = type === 'GTC' || type === 'GTD';
  if (exact && signedShares % SIZE_LOT_MICROS !== 0) {
    return { ok: false, reason: 'size_not_lot_multiple' };
  }
  // price in ticks = collateral * PRICE_SCALE / shares, computed in BigInt to stay exact.
  const numerator = BigInt(collateral) * BigInt(PRICE_SCALE);
  const denominator = BigInt(signedShares);
  if (exact && numerator % denominator !== 0n) return { ok: false, reason: 'invalid_amounts' };
  const priceTicks = exact
    ? Number(numerator / denominator)
    : worstMarketPrice(numerator, denominator, BigInt(market.tickTicks), side);
  const sizeMicros = exact ? signedShares : floorToLot(signedShares);
  const reason = checkOrderTerms({ priceTicks, sizeMicros }, type, market);
  return reason ? { ok: false, reason } : { ok: true, priceTicks, sizeMicros };
}

function worstMarketPrice(
  numerator: bigint,
  denominator: bigint,
  tick: bigint,
  side: OrderSide,
): number {
  const step = denominator * tick;
  const rounded = side === 'BUY' ? numerator / step : (numerator + step - 1n) / step;
  return Number(rounded * tick);
}

function isPositiveSafe(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}
