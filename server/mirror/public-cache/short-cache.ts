import { LRUCache } from 'lru-cache';
import type { ServiceError } from '../../contract/index.js';
import type { UpstreamClient, UpstreamSurface } from '../upstream/index.js';
import { isUnreachable, serviceErrorOf, unreachable } from './upstream-errors.js';

/** An upstream answer kept as JSON bytes, or its refusal (a 400 or 404 is remembered too). */
type Entry = { body: Buffer } | { refused: ServiceError };

export interface ShortCacheOptions {
  /** Answers younger than this are served without asking the upstream again. */
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
}

const KEY_SEPARATOR = ' ';

/**
 * Reads the cache does not keep per wallet, straight from the upstream through a few seconds of
 * memory: concurrent requests for the same URL share one upstream request, and with the
 * upstream unreachable the last answer is served however old (until it is evicted). Bounded in
 * entries and bytes, least recently used first out.
 */
export function createShortCache(client: UpstreamClient, options: ShortCacheOptions) {
  const cache = new LRUCache<string, Entry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) => key.length + ('body' in entry ? entry.body.length : 256),
    ttl: options.ttlMs,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (key, stale, { signal }) => {
      const online = client.health.online();
      // Offline with an answer to fall back on: no request (the client probes by itself).
      if (stale && !online) throw unreachable(client.health.lastError() ?? 'offline');
      const at = key.indexOf(KEY_SEPARATOR);
      const surface = key.slice(0, at) as UpstreamSurface;
      try {
        const value = await client.json(surface, key.slice(at + 1), {
          signal,
          retries: online ? 2 : 0,
        });
        return { body: Buffer.from(JSON.stringify(value)) };
      } catch (error) {
        if (isUnreachable(error)) throw error;
        return { refused: serviceErrorOf(error) };
      }
    },
  });

  return {
    /** The upstream's JSON answer to a GET, as bytes. */
    async get(surface: UpstreamSurface, pathAndQuery: string): Promise<Buffer> {
      let entry: Entry | undefined;
      try {
        entry = await cache.fetch(`${surface}${KEY_SEPARATOR}${pathAndQuery}`);
      } catch (error) {
        throw serviceErrorOf(error);
      }
      if (!entry) throw unreachable(client.health.lastError() ?? 'no answer');
      if ('refused' in entry) throw entry.refused;
      return entry.body;
    },
    clear: () => cache.clear(),
  };
}

export type ShortCache = ReturnType<typeof createShortCache>;
