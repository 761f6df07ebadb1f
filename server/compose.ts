import { ensureAdminToken, removeServiceInfo, writeServiceInfo } from './admin-token.js';
import { createAuth, FileMasterKeySource, masterKeyFile } from './auth/index.js';
import { createCatalog, createCatalogWriter, seedDemoCatalog } from './catalog/index.js';
import { buildApp } from './http/index.js';
import { buildLimitRules, createRateLimiter } from './limits/index.js';
import { createLiquidity } from './liquidity/index.js';
import {
  createMarketData,
  createOrderBookMarketLists,
  startMarketStatistics,
} from './marketdata/index.js';
import { createPublicData } from './publicdata/index.js';
import { openDatabase, type Database } from './storage/index.js';
import { attachStreams } from './stream/index.js';
import { createAccountViews, createTradingService } from './trading/index.js';
import { databaseFile, liquidityEnabled, type ServiceConfig } from './config.js';

const INITIALIZED = 'initialized_at';

/** Seeds the demo catalog the first time a data dir is opened (unless the config says no). */
function initializeDataDir(db: Database, demo: boolean): void {
  const marker = db.prepare('SELECT value FROM venue_meta WHERE key = ?').get(INITIALIZED);
  if (marker) return;
  if (demo) seedDemoCatalog(db);
  db.prepare('INSERT INTO venue_meta (key, value) VALUES (?, ?)').run(
    INITIALIZED,
    new Date().toISOString(),
  );
}

export interface RunningService {
  url: string;
  db: Database;
  close(): Promise<void>;
}

/**
 * Composition root: storage, domain modules, the HTTP app and the streams, listening on
 * host:port. Whatever has started is stopped again, in reverse order, on close or when a
 * later step of the start fails.
 */
export async function startService(config: ServiceConfig): Promise<RunningService> {
  const db = openDatabase(databaseFile(config.dataDir));
  const stops: (() => unknown)[] = [() => db.close()];
  const stopAll = async (): Promise<void> => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    initializeDataDir(db, config.demo);
    let baseUrl = `http://${config.host}:${config.port}`;
    const assetBaseUrl = () => baseUrl;
    const catalog = createCatalog(db, { assetBaseUrl });
    const masterKey = new FileMasterKeySource(masterKeyFile(config.dataDir));
    const auth = createAuth(db, { masterKey, config: { chainId: config.chainId } });
    const trading = createTradingService({
      db,
      auth,
      catalog,
      catalogWriter: createCatalogWriter(db),
    });
    // One limiter: the agents of the simulated liquidity count against the same limits.
    const limiter = config.rateLimits
      ? createRateLimiter(buildLimitRules(config.rateLimits))
      : null;
    const marketData = createMarketData({ db, catalog, books: trading.books, feed: trading.feed });
    stops.push(() => marketData.close());
    const app = await buildApp({
      catalog,
      auth,
      trading,
      accountViews: createAccountViews(db, auth.config.exchanges, auth.funders),
      marketData,
      marketLists: createOrderBookMarketLists(db, { assetBaseUrl }),
      publicData: createPublicData({ db, catalog, assetBaseUrl }),
      venue: { operations: trading.venue, adminToken: ensureAdminToken(config.dataDir) },
      limiter,
      logger: { level: config.logLevel, stream: process.stderr },
    });
    stops.push(() => app.close());
    const address = await app.listen({ host: config.host, port: config.port });
    const streams = attachStreams(app.server, {
      catalog,
      auth,
      trading,
      bookBody: marketData.bookBody,
    });
    stops.push(() => streams.close());
    baseUrl = address.replace('[::1]', 'localhost');
    writeServiceInfo(config.dataDir, baseUrl);
    stops.push(() => removeServiceInfo(config.dataDir));
    trading.start();
    stops.push(() => trading.stop());
    const marketStats = startMarketStatistics({ db, catalog, trading });
    stops.push(() => marketStats.close());
    if (liquidityEnabled(config)) {
      const liquidity = createLiquidity({ db, auth, catalog, trading, masterKey, limiter });
      liquidity.start();
      stops.push(() => liquidity.stop());
    }
    return { url: baseUrl, db, close: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
