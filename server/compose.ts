import { ensureAdminToken, removeServiceInfo, writeServiceInfo } from './admin-token.js';
import { createAuth, FileMasterKeySource, masterKeyFile } from './auth/index.js';
import { createCatalog, createCatalogWriter, seedDemoCatalog } from './catalog/index.js';
import { buildApp } from './http/index.js';
import { buildLimitRules, createRateLimiter } from './limits/index.js';
import { openDatabase, type Database } from './storage/index.js';
import { createAccountViews, createTradingService } from './trading/index.js';
import { databaseFile, type ServiceConfig } from './config.js';

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

/** Composition root: storage, domain modules and the HTTP app, listening on host:port. */
export async function startService(config: ServiceConfig): Promise<RunningService> {
  const db = openDatabase(databaseFile(config.dataDir));
  try {
    initializeDataDir(db, config.demo);
    let baseUrl = `http://${config.host}:${config.port}`;
    const catalog = createCatalog(db, { assetBaseUrl: () => baseUrl });
    const auth = createAuth(db, {
      masterKey: new FileMasterKeySource(masterKeyFile(config.dataDir)),
      config: { chainId: config.chainId },
    });
    const trading = createTradingService({
      db,
      auth,
      catalog,
      catalogWriter: createCatalogWriter(db),
    });
    const adminToken = ensureAdminToken(config.dataDir);
    const app = await buildApp({
      catalog,
      auth,
      trading,
      accountViews: createAccountViews(db, auth.config.exchanges, auth.funders),
      venue: { operations: trading.venue, adminToken },
      limiter: config.rateLimits ? createRateLimiter(buildLimitRules(config.rateLimits)) : null,
      logger: { level: config.logLevel, stream: process.stderr },
    });
    const address = await app.listen({ host: config.host, port: config.port });
    baseUrl = address.replace('[::1]', 'localhost');
    writeServiceInfo(config.dataDir, baseUrl);
    trading.start();
    return {
      url: baseUrl,
      db,
      async close() {
        removeServiceInfo(config.dataDir);
        trading.stop();
        await app.close();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
