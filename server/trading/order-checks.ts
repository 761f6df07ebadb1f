import type { Auth } from '../auth/index.js';
import type { TradingMarket } from '../catalog/index.js';
import {
  LATEST_UNIX_SECOND,
  ServiceError,
  badParameter,
  type NewOrderBody,
} from '../contract/index.js';
import {
  termsFromAmounts,
  type OrderSide,
  type OrderType,
  type RejectReason,
} from '../engine/index.js';

/** The API key a request was authenticated with, and its owner. */
export interface Caller {
  address: string;
  apiKey: string;
}

/** A signed order that passed every check that does not need the book or the balances. */
export interface CheckedOrder {
  hash: string;
  market: TradingMarket;
  tokenIndex: 0 | 1;
  side: OrderSide;
  orderType: OrderType;
  postOnly: boolean;
  priceTicks: number;
  sizeMicros: number;
  /** Unix seconds; 0 unless GTD. */
  expiration: number;
}

/** GTD orders must live at least this long (the venue's rule, docs/protocol.md). */
const GTD_MIN_LIFETIME_SECONDS = 60;

const termsMessages: Record<RejectReason, string> = {
  invalid_order_id: 'invalid order',
  invalid_owner: 'invalid order owner',
  invalid_amounts:
    'order amounts are invalid: makerAmount and takerAmount must be positive and state the price exactly',
  duplicate_order_id: 'duplicate order',
  invalid_price: 'order price is outside [tick, 1 - tick] for the market',
  price_not_on_tick: "order price is not a multiple of the market's tick size",
  invalid_size: 'order size is invalid',
  size_below_minimum: "order size is below the market's minimum order size",
  size_not_lot_multiple: 'order size must be a multiple of 0.01 shares',
  post_only_not_allowed: 'postOnly is not supported for FOK/FAK orders',
  post_only_would_cross: 'post-only order would cross the book',
  missing_expiration: 'GTD orders need an expiration',
  expiration_passed: 'order expiration has passed',
};

export const rejectionMessage = (reason: RejectReason): string => termsMessages[reason];

const invalid = (message: string): ServiceError => new ServiceError('invalid_input', message);

function checkExpiration(body: NewOrderBody, orderType: OrderType, nowMs: number): number {
  const expiration = Number(body.order.expiration ?? '0');
  if (orderType !== 'GTD') {
    if (expiration !== 0)
      throw badParameter('order.expiration', 'must be "0" unless orderType is GTD');
    return 0;
  }
  if (!(expiration <= LATEST_UNIX_SECOND)) {
    throw badParameter(
      'order.expiration',
      `must be a Unix time in seconds no later than ${LATEST_UNIX_SECOND} (9999-12-31T23:59:59Z)`,
    );
  }
  const earliest = Math.floor(nowMs / 1000) + GTD_MIN_LIFETIME_SECONDS;
  if (expiration < earliest) {
    throw badParameter(
      'order.expiration',
      `must be at least ${GTD_MIN_LIFETIME_SECONDS} s in the future for a GTD order`,
    );
  }
  return expiration;
}

function checkSigner(body: NewOrderBody, caller: Caller, auth: Auth): void {
  const { signer, signatureType } = body.order;
  const owns =
    signatureType === 3
      ? auth.funders.controls(caller.address, signer, 3)
      : signer.toLowerCase() === caller.address.toLowerCase();
  if (!owns) throw badParameter('order.signer', "must be the API key's address");
}

/**
 * Everything about a new order that does not depend on the book or on balances: owner, market,
 * signer, signature, expiration and terms. Throws a 400 ServiceError naming the problem.
 */
export function checkOrder(
  body: NewOrderBody,
  caller: Caller,
  lookup: (tokenId: string) => { market: TradingMarket; tokenIndex: 0 | 1 } | undefined,
  auth: Auth,
  nowMs: number,
): CheckedOrder {
  if (body.owner !== caller.apiKey)
    throw badParameter('owner', 'must be the API key of the request');
  const orderType = body.orderType ?? 'GTC';
  const postOnly = body.postOnly ?? false;
  if (postOnly && (orderType === 'FOK' || orderType === 'FAK')) {
    throw invalid(termsMessages.post_only_not_allowed);
  }
  const { order } = body;
  const found = lookup(order.tokenId);
  if (!found) throw badParameter('order.tokenId', 'is not a token of any market');
  const { market, tokenIndex } = found;
  if (order.conditionId !== undefined && order.conditionId.toLowerCase() !== market.conditionId) {
    throw badParameter('order.conditionId', "is not the token's market");
  }
  if (market.closed || market.winningOutcomeIndex !== null) throw invalid('market is closed');
  if (!market.active || !market.acceptingOrders) throw invalid('market is not accepting orders');
  const expiration = checkExpiration(body, orderType, nowMs);
  checkSigner(body, caller, auth);
  const verified = auth.orders.verify(order, market.negRisk ? 'negRisk' : 'standard');
  if (!verified.ok) throw invalid(verified.reason);
  const terms = termsFromAmounts(
    {
      side: order.side,
      makerAmountMicros: Number(order.makerAmount),
      takerAmountMicros: Number(order.takerAmount),
      type: orderType,
    },
    market,
  );
  if (!terms.ok) throw invalid(termsMessages[terms.reason]);
  return {
    hash: verified.orderHash,
    market,
    tokenIndex,
    side: order.side,
    orderType,
    postOnly,
    priceTicks: terms.priceTicks,
    sizeMicros: terms.sizeMicros,
    expiration,
  };
}
