import { randomInt } from 'node:crypto';
import type { TradingMarket } from '../../../catalog/index.js';
import { badParameter, type InputOf, type Methods } from '../../../contract/index.js';
import {
  MICROS_PER_UNIT,
  PRICE_SCALE,
  SIZE_LOT_MICROS,
  microsFromDecimalString,
  ticksFromPriceString,
} from '../../../engine/index.js';
import type { OrderToSign } from './terminal-signer.js';

export type Ticket = InputOf<Methods['terminal.placeOrder']>;

export const ZERO_BYTES32 = '0x' + '00'.repeat(32);

/** An order ready for the vault to sign, and its unsigned transport field. */
export interface UnsignedOrder {
  /** Without maker, signer and signatureType: the vault fills those as it signs. */
  fields: OrderToSign & { tokenId: string; makerAmount: string; takerAmount: string };
  /** Unix seconds as a decimal string; "0" unless GTD. */
  expiration: string;
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
 * Shares a market BUY of `collateralMicros` at `priceTicks` asks for, as the official client
 * computes them: the quotient rounded up at `decimals + 4` places, then down at `decimals`.
 */
function marketBuyShares(collateralMicros: number, priceTicks: number, decimals: number): number {
  const numerator = BigInt(collateralMicros) * BigInt(PRICE_SCALE);
  const denominator = BigInt(priceTicks) * BigInt(MICROS_PER_UNIT);
  const fine = 10n ** BigInt(decimals + 4);
  const roundedUp = (numerator * fine + denominator - 1n) / denominator;
  const shares = roundedUp / 10n ** 4n;
  return Number(shares * 10n ** BigInt(6 - decimals));
}

const floorTo = (value: number, step: number): number => value - (value % step);

/** The (makerAmount, takerAmount) of a ticket in 6-decimal units. */
function amounts(ticket: Ticket, priceTicks: number, sharesMicros: number, tickTicks: number) {
  const collateral = (priceTicks * sharesMicros) / PRICE_SCALE;
  const market = ticket.orderType === 'FOK' || ticket.orderType === 'FAK';
  if (ticket.side === 'SELL') return { maker: sharesMicros, taker: collateral };
  if (!market) return { maker: collateral, taker: sharesMicros };
  // A market BUY states the collateral to spend (to the cent) and the shares it buys at worst.
  const spend = floorTo(collateral, SIZE_LOT_MICROS);
  if (spend === 0) throw badParameter('size', 'buys less than 0.01 of collateral at this price');
  return { maker: spend, taker: marketBuyShares(spend, priceTicks, amountDecimals(tickTicks)) };
}

function expirationOf(ticket: Ticket): string {
  if (ticket.orderType !== 'GTD') return '0';
  if (ticket.expiration === undefined) throw badParameter('expiration', 'is required for GTD');
  return String(ticket.expiration);
}

/**
 * The CTF Exchange v2 order of a ticket, with the amounts, salt,
 * timestamp and zero metadata/builder the official client puts in its orders. The price must
 * be a plain decimal in (0, 1); sizes are rounded down to the venue's 0.01-share lot, as the
 * official client does. The intake checks everything else (tick, minimum size, funds).
 */
export function buildOrder(ticket: Ticket, market: TradingMarket, nowMs: number): UnsignedOrder {
  const priceTicks = ticksFromPriceString(ticket.price);
  if (priceTicks === null || priceTicks <= 0 || priceTicks >= PRICE_SCALE) {
    throw badParameter('price', 'must be a decimal between 0 and 1 with at most 4 decimals');
  }
  const sizeMicros = floorTo(microsFromDecimalString(ticket.size) ?? 0, SIZE_LOT_MICROS);
  if (sizeMicros <= 0) throw badParameter('size', 'must be at least 0.01 shares');
  const { maker, taker } = amounts(ticket, priceTicks, sizeMicros, market.tickTicks);
  return {
    fields: {
      salt: randomInt(2 ** 47),
      tokenId: ticket.tokenId,
      makerAmount: String(maker),
      takerAmount: String(taker),
      side: ticket.side,
      timestamp: String(nowMs),
      metadata: ZERO_BYTES32,
      builder: ZERO_BYTES32,
    },
    expiration: expirationOf(ticket),
  };
}
