import { randomInt } from 'node:crypto';
import type { SignedOrderFields } from '../auth/index.js';
import type { TradingMarket } from '../catalog/index.js';
import { badParameter, type InputOf, type Methods } from '../contract/index.js';
import {
  PRICE_SCALE,
  microsFromDecimalString,
  orderAmounts,
  ticksFromPriceString,
} from '../shared/index.js';

/** The order the terminal's ticket asks for (terminal.placeOrder's input). */
export type TerminalTicket = InputOf<Methods['terminal.placeOrder']>;

/** An order's fields but the ones only the account decides: maker, signer, signatureType. */
export type OrderToSign = Omit<SignedOrderFields, 'maker' | 'signer' | 'signatureType'>;

const ZERO_BYTES32 = '0x' + '00'.repeat(32);

/** An order ready for the vault to sign, and its unsigned transport field. */
export interface UnsignedOrder {
  /** Without maker, signer and signatureType: the vault fills those as it signs. */
  fields: OrderToSign & { tokenId: string; makerAmount: string; takerAmount: string };
  /** Unix seconds as a decimal string; "0" unless GTD. */
  expiration: string;
}

const sizeProblems = {
  size_below_lot: 'must be at least 0.01 shares',
  spend_below_cent: 'buys less than 0.01 of collateral at this price',
} as const;

function expirationOf(ticket: TerminalTicket): string {
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
export function buildTerminalOrder(
  ticket: TerminalTicket,
  market: Pick<TradingMarket, 'tickTicks'>,
  nowMs: number,
): UnsignedOrder {
  const priceTicks = ticksFromPriceString(ticket.price);
  if (priceTicks === null || priceTicks <= 0 || priceTicks >= PRICE_SCALE) {
    throw badParameter('price', 'must be a decimal between 0 and 1 with at most 4 decimals');
  }
  const amounts = orderAmounts({
    side: ticket.side,
    orderType: ticket.orderType,
    priceTicks,
    sizeMicros: microsFromDecimalString(ticket.size) ?? 0,
    tickTicks: market.tickTicks,
  });
  if (!amounts.ok) throw badParameter('size', sizeProblems[amounts.problem]);
  return {
    fields: {
      salt: randomInt(2 ** 47),
      tokenId: ticket.tokenId,
      makerAmount: String(amounts.makerMicros),
      takerAmount: String(amounts.takerMicros),
      side: ticket.side,
      timestamp: String(nowMs),
      metadata: ZERO_BYTES32,
      builder: ZERO_BYTES32,
    },
    expiration: expirationOf(ticket),
  };
}
