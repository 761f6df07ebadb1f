import { decimalStringFromMicros, priceStringFromTicks } from '../shared/index.js';
import { unixSeconds } from '../catalog/index.js';
import { feeRateBps, type OrderEvent, type TradeEvent } from '../trading/index.js';

// Builders of the user channel's messages (docs/protocol.md, "WebSocket streams"): `order` and
// `trade`, with the fields of /data/orders and /data/trades where both have them. `timestamp`
// is in milliseconds; created_at, matchtime and last_update in seconds, as the venue sends them.

const seconds = (iso: string): string => String(unixSeconds(iso));

/** `associateTrades`: the trades this order took part in within the same commit. */
export function orderMessage(event: OrderEvent, associateTrades: readonly string[]) {
  const { order, market } = event;
  return {
    event_type: 'order',
    id: order.hash,
    owner: order.apiKey,
    order_owner: order.apiKey,
    market: market.conditionId,
    asset_id: order.tokenId,
    side: order.side,
    outcome: market.tokens[order.tokenIndex].outcome,
    price: priceStringFromTicks(order.priceTicks),
    original_size: decimalStringFromMicros(order.originalMicros),
    size_matched: decimalStringFromMicros(order.matchedMicros),
    associate_trades: associateTrades,
    maker_address: order.makerAddress,
    order_type: order.orderType,
    expiration: String(order.expiration),
    status: order.status,
    created_at: seconds(order.createdAt),
    timestamp: String(event.atMs),
    type: event.type,
  };
}

/**
 * A fill as `owner` (the receiving API key) sees it: the top-level fields describe the taker
 * order, maker_orders the maker order it met, trader_side which of the two is the owner's. The
 * local venue settles at once, so a MATCHED message is followed by a CONFIRMED one.
 */
export function tradeMessages(event: TradeEvent, owner: string, traderSide: 'TAKER' | 'MAKER') {
  const { trade, market, takerOrder, makerOrder } = event;
  const size = decimalStringFromMicros(trade.sizeMicros);
  const matchtime = seconds(trade.matchTime);
  const message = (status: 'MATCHED' | 'CONFIRMED') => ({
    event_type: 'trade',
    type: 'TRADE',
    id: trade.tradeId,
    taker_order_id: takerOrder.hash,
    market: market.conditionId,
    asset_id: takerOrder.tokenId,
    side: trade.takerSide,
    size,
    price: priceStringFromTicks(trade.takerPriceTicks),
    fee_rate_bps: feeRateBps(trade.takerFeeMicros, trade.takerPriceTicks, trade.sizeMicros),
    status,
    outcome: market.tokens[takerOrder.tokenIndex].outcome,
    owner,
    trade_owner: owner,
    maker_address: takerOrder.makerAddress,
    transaction_hash: trade.transactionHash,
    bucket_index: 0,
    matchtime,
    last_update: matchtime,
    timestamp: String(event.atMs),
    trader_side: traderSide,
    maker_orders: [
      {
        order_id: makerOrder.hash,
        owner: makerOrder.apiKey,
        maker_address: makerOrder.makerAddress,
        matched_amount: size,
        price: priceStringFromTicks(trade.makerPriceTicks),
        fee_rate_bps: feeRateBps(trade.makerFeeMicros, trade.makerPriceTicks, trade.sizeMicros),
        asset_id: makerOrder.tokenId,
        outcome: market.tokens[makerOrder.tokenIndex].outcome,
        side: trade.makerSide,
      },
    ],
  });
  return [message('MATCHED'), message('CONFIRMED')];
}
