import type { UpstreamClient } from '../upstream/index.js';
import { createShortCache, type ShortCache } from './short-cache.js';
import { asLocalError } from '../upstream/index.js';

export interface UpstreamOrderBookOptions {
  /** How long an answer serves again; the issue allows at most a second. */
  ttlMs?: number;
  /** Bytes of answers kept at most. */
  maxBytes?: number;
  now?: () => number;
}

/** The order-book surface's reads, asked of the upstream through a short cache. */
export interface UpstreamOrderBook {
  /** A GET's answer as the JSON bytes to serve. */
  get(pathAndQuery: string): Promise<Buffer>;
  /** A POST read (books, prices, ... of several tokens) with a JSON body. */
  post(path: string, body: unknown): Promise<Buffer>;
}

const ORDER_BOOK_TTL_MS = 1_000;
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/** A read waits for one more attempt after a failure, not for the client's whole backoff. */
const READ_RETRIES = 1;
const READ_TIMEOUT_MS = 5_000;

/**
 * Books, quotes, last trades, price history and market settings from the upstream's order-book
 * surface: an answer serves every caller for up to `ttlMs` (one upstream request per key however
 * many ask meanwhile); refusals keep their status and message (upstream-errors.ts).
 */
export function createUpstreamOrderBook(
  upstream: Pick<UpstreamClient, 'json'>,
  options: UpstreamOrderBookOptions = {},
): UpstreamOrderBook {
  const cache: ShortCache = createShortCache({
    ttlMs: options.ttlMs ?? ORDER_BOOK_TTL_MS,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    ...(options.now ? { now: options.now } : {}),
  });
  const read = async (key: string, ask: () => Promise<unknown>): Promise<Buffer> => {
    try {
      return await cache.get(key, async () => Buffer.from(JSON.stringify(await ask())));
    } catch (error) {
      throw asLocalError(error);
    }
  };
  const init = { retries: READ_RETRIES, timeoutMs: READ_TIMEOUT_MS };
  return {
    get: (pathAndQuery) =>
      read(`GET ${pathAndQuery}`, () => upstream.json('clob', pathAndQuery, init)),
    post: (path, body) => {
      const text = JSON.stringify(body);
      return read(`POST ${path} ${text}`, () =>
        upstream.json('clob', path, { ...init, method: 'POST', body }),
      );
    },
  };
}
