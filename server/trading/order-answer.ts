import type { OrderAnswer } from '../contract/index.js';
import type { Fill, OrderSide } from '../engine/index.js';
import { decimalStringFromMicros } from '../shared/index.js';
import type { FillBooked } from './bookkeeping.js';

/**
 * The POST /order answer. Amounts are what the order gave and got across its fills, fee
 * excluded: a BUY makes collateral and takes shares, a SELL the reverse; "" when nothing matched.
 */
export function orderAnswer(
  hash: string,
  status: 'live' | 'matched',
  side: OrderSide,
  fills: readonly Fill[],
  booked: readonly FillBooked[],
): OrderAnswer {
  let shares = 0;
  let collateral = 0;
  for (const fill of fills) {
    shares += fill.sizeMicros;
    collateral += fill.taker.collateralMicros;
  }
  const matched = fills.length > 0;
  const [making, taking] = side === 'BUY' ? [collateral, shares] : [shares, collateral];
  return {
    success: true,
    errorMsg: '',
    orderID: hash,
    status,
    makingAmount: matched ? decimalStringFromMicros(making) : '',
    takingAmount: matched ? decimalStringFromMicros(taking) : '',
    tradeIDs: booked.map((trade) => trade.tradeId),
    transactionsHashes: booked.map((trade) => trade.transactionHash),
  };
}

/** An element of a POST /orders answer for an order that was refused. */
export const refusedAnswer = (message: string, hash = ''): OrderAnswer => ({
  success: false,
  errorMsg: message,
  orderID: hash,
  status: '',
  makingAmount: '',
  takingAmount: '',
  tradeIDs: [],
  transactionsHashes: [],
});
