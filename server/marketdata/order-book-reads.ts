import { NO_ORDERBOOK_MESSAGE, ServiceError } from '../contract/index.js';
import type { BestPrices, OrderSide } from '../engine/index.js';
import { decimalStringFromMicros, microsFromTicks, priceStringFromTicks } from '../shared/index.js';
import type { BookReader } from '../trading/index.js';
import type { BookAnswers } from './book-answers.js';
import { bookMarketOf } from './book-markets.js';
import type { LastTrades } from './last-trades.js';
import type { LastTradeAnswer, MarketDataCatalog, PriceRequest, TokenLastTrade } from './types.js';

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

const noOrderbook = () => new ServiceError('not_found', NO_ORDERBOOK_MESSAGE);

/** The largest POST /books answer by default: deep books are large (up to ~1 MB each). */
const MAX_BOOKS_ANSWER_BYTES = 16 * 1024 * 1024;

const tooManyBooks = (maxBytes: number) =>
  new ServiceError(
    'too_large',
    `body asks for more books than one answer holds (${maxBytes / 1024 / 1024} MB): ask for fewer`,
  );

/** What the venue answers for a token that has not traded yet (the real venue's default). */
const NO_TRADE: LastTradeAnswer = { price: '0.5', side: '' };

/** GET /price side=BUY answers the best bid, side=SELL the best ask, as the real venue does. */
const sidePrice = (best: BestPrices, side: OrderSide): number | null =>
  side === 'BUY' ? best.bidTicks : best.askTicks;

/** Exact: half a tick (0.00005) is a whole number of micro-units. */
const midpoint = ({ bidTicks, askTicks }: BestPrices): string | null =>
  bidTicks === null || askTicks === null
    ? null
    : decimalStringFromMicros(microsFromTicks(bidTicks + askTicks) / 2);

const spread = ({ bidTicks, askTicks }: BestPrices): string | null =>
  bidTicks === null || askTicks === null ? null : priceStringFromTicks(askTicks - bidTicks);

/**
 * The order-book reads. A single-token read of a token no open market has, or of a price its
 * book cannot give (an empty side), is 404 with the venue's message; a batch read leaves such
 * tokens out of its answer.
 */
export function createOrderBookReads(deps: {
  catalog: MarketDataCatalog;
  books: BookReader;
  bookAnswers: BookAnswers;
  lastTrades: LastTrades;
  maxBooksBytes?: number;
}) {
  const { catalog, books, bookAnswers, lastTrades } = deps;
  const maxBooksBytes = deps.maxBooksBytes ?? MAX_BOOKS_ANSWER_BYTES;

  const bestOf = (tokenId: string): BestPrices | undefined => {
    const found = bookMarketOf(catalog, tokenId);
    return found && books.view(found.market).best(found.tokenIndex);
  };

  const single = <T>(tokenId: string, read: (best: BestPrices) => T | null): T => {
    const best = bestOf(tokenId);
    const value = best && read(best);
    if (value === undefined || value === null) throw noOrderbook();
    return value;
  };

  const byToken = (tokenIds: readonly string[], read: (best: BestPrices) => string | null) => {
    const answers: Record<string, string> = {};
    for (const tokenId of tokenIds) {
      const best = bestOf(tokenId);
      const value = best && read(best);
      if (value) answers[tokenId] = value;
    }
    return answers;
  };

  const lastTrade = (tokenId: string): LastTradeAnswer | undefined => {
    const found = catalog.tradingMarketByToken(tokenId);
    if (!found) return undefined;
    const last = lastTrades.of(found.market.marketId, found.tokenIndex);
    return last ? { price: priceStringFromTicks(last.priceTicks), side: last.side } : NO_TRADE;
  };

  return {
    book(tokenId: string): Buffer {
      const body = bookAnswers.body(tokenId);
      if (!body) throw noOrderbook();
      return body;
    },
    /**
     * A JSON array of the books, in the order first asked for (a token named twice is answered
     * once); 413 before an answer larger than maxBooksBytes is built.
     */
    books(tokenIds: readonly string[]): Buffer {
      const parts: Buffer[] = [OPEN];
      let bytes = OPEN.length + CLOSE.length;
      for (const tokenId of new Set(tokenIds)) {
        const body = bookAnswers.body(tokenId);
        if (!body) continue;
        if (parts.length > 1) {
          parts.push(COMMA);
          bytes += COMMA.length;
        }
        parts.push(body);
        bytes += body.length;
        if (bytes > maxBooksBytes) throw tooManyBooks(maxBooksBytes);
      }
      parts.push(CLOSE);
      return Buffer.concat(parts);
    },
    price: (tokenId: string, side: OrderSide) => ({
      price: single(tokenId, (best) => {
        const ticks = sidePrice(best, side);
        return ticks === null ? null : priceStringFromTicks(ticks);
      }),
    }),
    prices(requests: readonly PriceRequest[]) {
      const answers: Record<string, Partial<Record<OrderSide, string>>> = {};
      for (const { token_id: tokenId, side } of requests) {
        const best = bestOf(tokenId);
        const ticks = best ? sidePrice(best, side) : null;
        if (ticks !== null) (answers[tokenId] ??= {})[side] = priceStringFromTicks(ticks);
      }
      return answers;
    },
    midpoint: (tokenId: string) => ({ mid: single(tokenId, midpoint) }),
    midpoints: (tokenIds: readonly string[]) => byToken(tokenIds, midpoint),
    spread: (tokenId: string) => ({ spread: single(tokenId, spread) }),
    spreads: (tokenIds: readonly string[]) => byToken(tokenIds, spread),
    lastTradePrice(tokenId: string): LastTradeAnswer {
      const answer = lastTrade(tokenId);
      if (!answer) throw noOrderbook();
      return answer;
    },
    lastTradesPrices: (tokenIds: readonly string[]): TokenLastTrade[] =>
      tokenIds.flatMap((tokenId) => {
        const answer = lastTrade(tokenId);
        return answer ? [{ token_id: tokenId, ...answer }] : [];
      }),
  };
}

export type OrderBookReads = ReturnType<typeof createOrderBookReads>;
