import { createHash } from 'node:crypto';
import type { TradingMarket } from '../catalog/index.js';
import { decimalStringFromMicros, priceStringFromTicks, type PriceLevel } from '../engine/index.js';
import type { BookView } from '../trading/index.js';

/** GET /book's JSON for a token (server/marketdata), or undefined when it has none. */
export type BookBody = (tokenId: string) => Buffer | undefined;

const EVENT_TYPE = '{"event_type":"book",';

/** Wire order: bids ascending and asks descending, so the best level is last in each. */
const worstFirst = (levels: readonly PriceLevel[]) => {
  const wire: { price: string; size: string }[] = [];
  for (let i = levels.length - 1; i >= 0; i--) {
    const level = levels[i]!;
    wire.push({
      price: priceStringFromTicks(level.priceTicks),
      size: decimalStringFromMicros(level.sizeMicros),
    });
  }
  return wire;
};

/** The book read from the engine, in GET /book's key order; hash = SHA-1 of it with hash "". */
function engineBook(market: TradingMarket, tokenIndex: 0 | 1, view: BookView, atMs: number) {
  const levels = view.levels(tokenIndex);
  const book = {
    market: market.conditionId,
    asset_id: market.tokens[tokenIndex].tokenId,
    timestamp: String(atMs),
    hash: '',
    bids: worstFirst(levels.bids),
    asks: worstFirst(levels.asks),
    min_order_size: decimalStringFromMicros(market.minSizeMicros),
    tick_size: priceStringFromTicks(market.tickTicks),
    neg_risk: market.negRisk,
  };
  book.hash = createHash('sha1').update(JSON.stringify(book)).digest('hex');
  return book;
}

/**
 * The `book` message of one token: GET /book's own answer with its event type when the
 * order-book read surface has one (an open market), else the same fields read from the engine.
 */
export function bookMessageText(
  market: TradingMarket,
  tokenIndex: 0 | 1,
  view: BookView,
  atMs: number,
  bookBody: BookBody | undefined,
): string {
  const body = bookBody?.(market.tokens[tokenIndex].tokenId);
  if (body) return EVENT_TYPE + body.toString('utf8', 1);
  return JSON.stringify({ event_type: 'book', ...engineBook(market, tokenIndex, view, atMs) });
}
