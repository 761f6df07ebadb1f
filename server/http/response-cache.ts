import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serialized bodies of catalog answers by URL, for one catalog version. Scripts and the
 * renderer poll the same pages and markets; between catalog writes their bytes are sent
 * again without validation, SQLite or serialization. Rate limits still apply (their hook runs
 * first), and only 200 answers of routes marked `catalogAnswer` are kept.
 */
export function installResponseCache(
  app: FastifyInstance,
  catalogVersion: () => string,
  maxBytes = 32 * 1024 * 1024,
): void {
  const bodies = new LRUCache<string, string>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes / 8,
    sizeCalculation: (body, url) => body.length + url.length,
  });
  let cachedVersion = '';
  const versionOfMiss = new WeakMap<FastifyRequest, string>();

  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.catalogAnswer || request.method !== 'GET') return;
    const version = catalogVersion();
    if (version !== cachedVersion) {
      bodies.clear();
      cachedVersion = version;
    }
    const body = bodies.get(request.url);
    if (body !== undefined) return reply.type(JSON_TYPE).send(body);
    versionOfMiss.set(request, version);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const version = versionOfMiss.get(request);
    if (version === undefined || version !== cachedVersion) return payload;
    if (reply.statusCode === 200 && typeof payload === 'string') bodies.set(request.url, payload);
    return payload;
  });
}
