import { createHash } from 'node:crypto';
import type { TradingMarket } from '../catalog/index.js';
import type { PriceLevel, TokenIndex, TokenLevels } from '../engine/index.js';
import { decimalStringFromMicros, priceStringFromTicks } from '../shared/index.js';

interface OrderBookLevel {
  price: string;
  size: string;
}

/** GET /book: one token's book, in the wire's key order (the hash covers that text). */
interface OrderBookSummary {
  market: string;
  asset_id: string;
  timestamp: string;
  hash: string;
  bids: OrderBookLevel[];
  asks: OrderBookLevel[];
  min_order_size: string;
  tick_size: string;
  neg_risk: boolean;
  last_trade_price?: string;
}

export interface BookSnapshot {
  market: TradingMarket;
  tokenIndex: TokenIndex;
  /** The engine's levels of the token, best first on both sides. */
  levels: TokenLevels;
  /**
   * Empty before the market's first trade. Left out, the book has no `last_trade_price` field
   * (the stream's snapshot of a closed market, which GET /book does not serve).
   */
  lastTradePrice?: string;
  /** When the book last changed (Unix ms). */
  timestampMs: number;
}

/** Worst level first, so the best is last: bids ascend, asks descend (clients read the end). */
function wireLevels(levels: readonly PriceLevel[]): OrderBookLevel[] {
  const wire: OrderBookLevel[] = [];
  for (let i = levels.length - 1; i >= 0; i--) {
    const level = levels[i]!;
    wire.push({
      price: priceStringFromTicks(level.priceTicks),
      size: decimalStringFromMicros(level.sizeMicros),
    });
  }
  return wire;
}

/**
 * The hash of a book: SHA-1 (hex) of the answer's JSON text with `hash` set to "". It is what
 * the venue's official client recomputes (`getOrderBookHash`), and it moves with every level,
 * size, price field and the timestamp of the book's last change.
 */
const bookHash = (unhashedJson: string): string =>
  createHash('sha1').update(unhashedJson).digest('hex');

function unhashedSummary(snapshot: BookSnapshot): OrderBookSummary {
  const { market, tokenIndex, levels } = snapshot;
  const summary: OrderBookSummary = {
    market: market.conditionId,
    asset_id: market.tokens[tokenIndex].tokenId,
    timestamp: String(snapshot.timestampMs),
    hash: '',
    bids: wireLevels(levels.bids),
    asks: wireLevels(levels.asks),
    min_order_size: decimalStringFromMicros(market.minSizeMicros),
    tick_size: priceStringFromTicks(market.tickTicks),
    neg_risk: market.negRisk,
  };
  if (snapshot.lastTradePrice !== undefined) summary.last_trade_price = snapshot.lastTradePrice;
  return summary;
}

export function bookSummary(snapshot: BookSnapshot): OrderBookSummary {
  const summary = unhashedSummary(snapshot);
  summary.hash = bookHash(JSON.stringify(summary));
  return summary;
}

/**
 * bookSummary's JSON, serialized once: the hash goes into the text it was computed from (no
 * field before `hash` can hold `"hash":""`).
 */
export function bookSummaryJson(snapshot: BookSnapshot): string {
  const unhashed = JSON.stringify(unhashedSummary(snapshot));
  return unhashed.replace('"hash":""', `"hash":"${bookHash(unhashed)}"`);
}
