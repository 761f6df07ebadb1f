import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCatalog, seedDemoCatalog } from '../../server/catalog/index.js';
import { startService, type RunningService } from '../../server/host/compose.js';
import { databaseFile } from '../../server/config/config.js';
import { quietConfig } from './quiet-service.js';
import { createCatalogReadHandlers } from '../../server/venue/index.js';
import { buildApp } from '../../server/http/app.js';
import { seedTradingHistory } from '../../server/liquidity/index.js';
import {
  createPublicDataCache,
  createUpstreamClient,
  type PublicDataCache,
  type PublicDataCacheOptions,
  type UpstreamClient,
} from '../../server/mirror/index.js';
import { createDispatcher, mergeHandlers } from '../../server/rpc/index.js';
import { createMirrorPublicDataHandlers } from '../../server/venue/mirror/public-data-handlers.js';
import { openDatabase, type Database } from '../../server/storage/index.js';

/**
 * A local venue with a small demo catalog and 30 days of seeded trading history up to `seededAt`
 * (epoch ms), so its wallets have trades, activity, closed positions and comments: the upstream
 * of the mirror tests. Which wallets trade what follows the seed's time.
 */
export async function startSeededUpstream(
  markets = 40,
  seededAt = Date.now(),
): Promise<RunningService & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-upstream-'));
  const db = openDatabase(databaseFile(dir));
  seedDemoCatalog(db, { markets, now: new Date(seededAt) });
  seedTradingHistory(db, { seed: 7, nowMs: seededAt });
  db.close();
  const service = await startService(quietConfig(dir));
  return {
    ...service,
    dir,
    async close() {
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The mirror's side: its own database, the upstream client and the cache behind an HTTP app. */
export interface CacheMirror {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Database;
  client: UpstreamClient;
  cache: PublicDataCache;
  /** GET on the mirror: status and parsed body. */
  get(url: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export async function startCacheMirror(
  upstreamUrl: string,
  options: Partial<PublicDataCacheOptions>,
  now: () => number,
): Promise<CacheMirror> {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-mirror-'));
  const db = openDatabase(join(dir, 'mirror.db'));
  const client = createUpstreamClient(
    { catalog: upstreamUrl, data: upstreamUrl, clob: upstreamUrl },
    { backoff: { baseMs: 5, maxMs: 20 }, probeBaseMs: 20, probeMaxMs: 100, timeoutMs: 5_000 },
  );
  const cache = createPublicDataCache({ db, client, options, now });
  const catalog = createCatalog(db, { assetBaseUrl: () => '' });
  const dispatcher = createDispatcher({
    handlers: mergeHandlers(
      createCatalogReadHandlers(catalog),
      createMirrorPublicDataHandlers(cache),
    ),
    limiter: null,
  });
  const app = await buildApp({ dispatcher, catalog });
  return {
    app,
    db,
    client,
    cache,
    async get(url) {
      const response = await app.inject({ method: 'GET', url });
      return { status: response.statusCode, body: response.json() as unknown };
    },
    async close() {
      await cache.idle();
      cache.close();
      client.close();
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
