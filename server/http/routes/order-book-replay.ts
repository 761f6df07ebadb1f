import type { MarketData } from '../../marketdata/index.js';
import type { AnswerSource } from '../answer-replay.js';

const PREFIX = '/book?token_id=';
/** A decimal token id: anything else (encoded, extra parameters) goes through Fastify. */
const PLAIN_TOKEN = /^\d{1,100}$/;

/**
 * GET /book straight on node:http: a token's serialized book, kept by the market data until
 * the venue feed says it changed, is written without Fastify routing, validation or
 * serialization (still counted against the method's rate limits). Unknown tokens, unusual URLs
 * and books changed in a write batch that is still open fall through to the Fastify route.
 * That route builds the book at once from the engine, which may be ahead of SQLite by the open
 * batch; such a body is never stored (neither by the market data nor by the catalog replay, as
 * /book is no catalog answer), and the dispatcher holds it back until the batch
 * has committed (a batch that fails to commit answers an error instead).
 */
export function bookReplaySource(marketData: MarketData): AnswerSource {
  return (request) => {
    const url = request.url;
    if (url === undefined || !url.startsWith(PREFIX)) return undefined;
    const tokenId = url.slice(PREFIX.length);
    if (!PLAIN_TOKEN.test(tokenId)) return undefined;
    const body = marketData.committedBook(tokenId);
    return body && { body, method: 'marketdata.book' };
  };
}
