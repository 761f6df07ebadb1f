import type { TradingMarket } from '../catalog/index.js';
import type { BestPrices } from '../engine/index.js';
import {
  complementTicks,
  decimalStringFromMicros,
  PRICE_SCALE,
  priceStringFromTicks,
} from '../shared/index.js';
import {
  feeRateBps,
  fillPriceFor,
  fillTakerSideFor,
  type BookView,
  type MarketResolvedEvent,
  type OrderEvent,
  type TickSizeChangeEvent,
  type TradeEvent,
} from '../trading/index.js';

// Builders of the market channel's messages (docs/protocol.md, "WebSocket streams"). Prices and sizes
// are decimal strings, timestamps millisecond strings; an empty side's best is "0" (bid) or
// "1" (ask).

export interface PriceChangeEntry {
  asset_id: string;
  price: string;
  size: string;
  side: 'BUY' | 'SELL';
  hash: string;
  best_bid: string;
  best_ask: string;
}

const bestBidString = (best: BestPrices): string =>
  best.bidTicks === null ? '0' : priceStringFromTicks(best.bidTicks);
const bestAskString = (best: BestPrices): string =>
  best.askTicks === null ? '1' : priceStringFromTicks(best.askTicks);

/**
 * The level an order event moved, for its own token and for the other one: a YES bid at p is a
 * NO ask at 1 - p. Sizes are the levels' totals read from the book now (0 removes the level).
 */
export function priceChangeEntries(
  event: OrderEvent,
  view: BookView,
): [PriceChangeEntry, PriceChangeEntry] {
  const { order, market } = event;
  const entry = (tokenIndex: 0 | 1, side: 'BUY' | 'SELL', priceTicks: number) => {
    const best = view.best(tokenIndex);
    const bookSide = side === 'BUY' ? 'bid' : 'ask';
    return {
      asset_id: market.tokens[tokenIndex].tokenId,
      price: priceStringFromTicks(priceTicks),
      size: decimalStringFromMicros(view.levelSize(tokenIndex, bookSide, priceTicks)),
      side,
      hash: order.hash,
      best_bid: bestBidString(best),
      best_ask: bestAskString(best),
    };
  };
  const other: 0 | 1 = order.tokenIndex === 0 ? 1 : 0;
  return [
    entry(order.tokenIndex, order.side, order.priceTicks),
    entry(other, order.side === 'BUY' ? 'SELL' : 'BUY', complementTicks(order.priceTicks)),
  ];
}

export const priceChangeMessage = (
  market: TradingMarket,
  entries: readonly PriceChangeEntry[],
  atMs: number,
) => ({
  event_type: 'price_change',
  market: market.conditionId,
  price_changes: entries,
  timestamp: String(atMs),
});

/**
 * A fill is a trade of both tokens: the taker's token at the taker's price and side, the other
 * token at the complement price and the opposite side. Taker's token first.
 */
export function lastTradePriceMessages(event: TradeEvent): [object, object] {
  const { trade, market } = event;
  const takerIndex: 0 | 1 = trade.takerTokenIndex === 0 ? 0 : 1;
  const common = {
    market: market.conditionId,
    size: decimalStringFromMicros(trade.sizeMicros),
    fee_rate_bps: feeRateBps(trade.takerFeeMicros, trade.takerPriceTicks, trade.sizeMicros),
    timestamp: String(event.atMs),
    transaction_hash: trade.transactionHash,
  };
  const message = (tokenIndex: 0 | 1) => ({
    event_type: 'last_trade_price',
    asset_id: market.tokens[tokenIndex].tokenId,
    price: priceStringFromTicks(fillPriceFor(tokenIndex, trade)),
    side: fillTakerSideFor(tokenIndex, trade),
    ...common,
  });
  return [message(takerIndex), message(takerIndex === 0 ? 1 : 0)];
}

export const tickSizeChangeMessage = (event: TickSizeChangeEvent, tokenIndex: 0 | 1) => ({
  event_type: 'tick_size_change',
  asset_id: event.market.tokens[tokenIndex].tokenId,
  market: event.market.conditionId,
  old_tick_size: priceStringFromTicks(event.oldTickTicks),
  new_tick_size: priceStringFromTicks(event.newTickTicks),
  timestamp: String(event.atMs),
});

export function bestBidAskMessage(
  market: TradingMarket,
  tokenIndex: 0 | 1,
  best: BestPrices,
  atMs: number,
) {
  const bid = best.bidTicks ?? 0;
  const ask = best.askTicks ?? PRICE_SCALE;
  return {
    event_type: 'best_bid_ask',
    market: market.conditionId,
    asset_id: market.tokens[tokenIndex].tokenId,
    best_bid: bestBidString(best),
    best_ask: bestAskString(best),
    spread: priceStringFromTicks(ask - bid),
    timestamp: String(atMs),
  };
}

export function marketResolvedMessage(event: MarketResolvedEvent) {
  const { market, winningOutcomeIndex } = event;
  const winner = market.tokens[winningOutcomeIndex];
  return {
    event_type: 'market_resolved',
    id: String(market.marketId),
    question: market.question,
    market: market.conditionId,
    slug: market.slug,
    assets_ids: market.tokens.map((token) => token.tokenId),
    outcomes: market.tokens.map((token) => token.outcome),
    winning_asset_id: winner.tokenId,
    winning_outcome: winner.outcome,
    timestamp: String(event.atMs),
  };
}
