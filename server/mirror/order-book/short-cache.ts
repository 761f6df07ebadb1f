import { LRUCache } from 'lru-cache';

export interface ShortCacheOptions {
  /** How long an answer is kept, counted from when it was asked for. */
  ttlMs: number;
  /** Bytes of answers (and their keys) kept at most; the least recently used go first. */
  maxBytes: number;
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number;
}

export interface ShortCache {
  /** The answer kept under `key`, else `load`'s, shared with every caller asking meanwhile. */
  get(key: string, load: () => Promise<Buffer>): Promise<Buffer>;
  readonly size: number;
}

/**
 * Upstream answers kept for a moment: callers asking for the same key while it loads share one
 * request, and the answer serves them until `ttlMs` after the request was sent (so it is never
 * older than that, however slowly it came). Failures are not kept.
 */
export function createShortCache(options: ShortCacheOptions): ShortCache {
  const now = options.now ?? (() => performance.now());
  const cache = new LRUCache<string, Buffer, () => Promise<Buffer>>({
    maxSize: options.maxBytes,
    sizeCalculation: (value, key) => value.length + key.length,
    ttl: options.ttlMs,
    ttlResolution: 0,
    perf: { now },
    fetchMethod: async (_key, _stale, { options: entry, context: load }) => {
      const asked = now();
      const value = await load();
      entry.ttl = Math.max(1, options.ttlMs - (now() - asked));
      return value;
    },
  });
  return {
    async get(key, load) {
      const value = await cache.fetch(key, { context: load });
      if (value === undefined) throw new Error(`short cache: no answer for ${key}`);
      return value;
    },
    get size() {
      return cache.size;
    },
  };
}
