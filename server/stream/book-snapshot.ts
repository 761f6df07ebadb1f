import type { TradingMarket } from '../catalog/index.js';
import { bookSummary } from '../marketdata/index.js';
import type { BookView } from '../trading/index.js';

/** GET /book's JSON for a token (server/marketdata), or undefined when it has none. */
export type BookBody = (tokenId: string) => Buffer | undefined;

const EVENT_TYPE = '{"event_type":"book",';

/**
 * The `book` message of one token: GET /book's own answer with its event type when the
 * order-book read surface has one (an open market), else the same fields read from the engine
 * at `atMs`, without a last trade price.
 */
export function bookMessageText(
  market: TradingMarket,
  tokenIndex: 0 | 1,
  view: BookView,
  atMs: number,
  bookBody: BookBody,
): string {
  const body = bookBody(market.tokens[tokenIndex].tokenId);
  if (body) return EVENT_TYPE + body.toString('utf8', 1);
  const levels = view.levels(tokenIndex);
  return JSON.stringify({
    event_type: 'book',
    ...bookSummary({ market, tokenIndex, levels, timestampMs: atMs }),
  });
}
