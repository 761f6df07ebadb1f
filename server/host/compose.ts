import { ensureAdminToken } from '../config/admin-token.js';
import { createAuth, FileMasterKeySource, masterKeyFile, type Auth } from '../auth/index.js';
import { join } from 'node:path';
import {
  catalogImageHosts,
  createCatalog,
  createRemoteIconHandlers,
  createRemoteIcons,
  type Catalog,
} from '../catalog/index.js';
import { createGrants, type Grants } from '../grants/index.js';
import { createWatch, createWatchlistHandlers, type Watch } from '../watch/index.js';
import { buildApp } from '../http/index.js';
import {
  buildLimitRules,
  createLimitsHandlers,
  createRateLimiter,
  type RateLimiter,
} from '../limits/index.js';
import { createOrderBookMarketLists } from '../marketdata/index.js';
import {
  createDispatcher,
  mergeHandlers,
  reportInternalToStderr,
  type Dispatcher,
} from '../rpc/index.js';
import { openDatabase, openFolderWarning, type Database } from '../storage/index.js';
import { createVault, type Vault } from '../vault/index.js';
import {
  createCatalogReadHandlers,
  createLocalVenue,
  createMirrorVenue,
  stopStack,
  type Venue,
  type VenueDeps,
} from '../venue/index.js';
import { ALERTS_SOCKET_PATH, attachGrantSocket } from '../stream/index.js';
import { attachRendererChannel } from './renderer-channel.js';
import { watchStorage } from './storage-watch.js';
import { seedDemo } from './demo-seeding.js';
import {
  isMirror,
  liquidityEnabled,
  serviceDatabaseFile,
  type ServiceConfig,
} from '../config/config.js';
import { lockDataDir, type DataDirLock } from '../config/service-lock.js';
import { modeSettingsHandlers } from '../config/mode-settings.js';

const INITIALIZED = 'initialized_at';
/** Tokens the alerts and conditional orders may follow at once. */
const WATCHED_ASSETS = 1_000;

/**
 * Icon and image URLs of the catalog are root-relative (`/assets/icons/...`): they resolve
 * against whatever origin serves the answer (the local port, the renderer's page), so nothing
 * depends on the address the service happens to listen on.
 */
const rootRelativeAssets = (): string => '';

/**
 * Seeds the demo catalog, and with it 30 days of trading history, the first time a data dir is
 * opened (unless the config says no).
 */
function initializeDataDir(db: Database, config: ServiceConfig): void {
  const marker = db.prepare('SELECT value FROM venue_meta WHERE key = ?').get(INITIALIZED);
  if (marker) return;
  const progress = config.progress ?? (() => undefined);
  if (config.demo && !isMirror(config)) {
    const started = performance.now();
    seedDemo(db, { history: config.history !== false }, (line, force) =>
      progress(line, force ? 'phase' : 'update'),
    );
    progress(`demo ready in ${((performance.now() - started) / 1000).toFixed(1)} s`, 'done');
  }
  db.prepare('INSERT INTO venue_meta (key, value) VALUES (?, ?)').run(
    INITIALIZED,
    new Date().toISOString(),
  );
}

/** The running service without any socket: what every transport attaches to. */
export interface Services {
  config: ServiceConfig;
  db: Database;
  catalog: Catalog;
  auth: Auth;
  /** One limiter: the simulated traders count against the same limits as every client. */
  limiter: RateLimiter | null;
  /** The key vault of the terminal's accounts. */
  vault: Vault;
  /** The local venue or a mirror of an upstream: all that differs between the modes. */
  venue: Venue;
  /** Script grants: scripts trade for a vault account within the trader's limits. */
  grants: Grants;
  /** Alerts and conditional orders, watched in the service whatever the terminal shows. */
  watch: Watch;
  /** The application layer every transport calls. */
  dispatcher: Dispatcher;
  /** The scripts' HTTP API base URL while a port is attached, else null. */
  apiUrl: string | null;
  /** This service's hold on its data dir (service-lock.ts), released last on close. */
  lock: DataDirLock;
  /** Stops the background work and closes the database. */
  close(): Promise<void>;
}

/** The venue the config asks for: the one place that chooses between the modes. */
function createVenue(deps: VenueDeps, config: ServiceConfig): Promise<Venue> {
  if (isMirror(config)) {
    return createMirrorVenue(deps, {
      upstream: config.mirror,
      logLevel: config.logLevel,
      ...(config.catalogSync ? { catalogSync: config.catalogSync } : {}),
    });
  }
  return createLocalVenue(deps, { liquidity: liquidityEnabled(config) });
}

/**
 * Builds the service: storage, the catalog, the vault, the venue (local or a mirror, with its
 * background work) and the dispatcher over them; no sockets. Whatever has started is stopped
 * again, in reverse order, on close or when a later step fails.
 */
export async function createServices(config: ServiceConfig): Promise<Services> {
  // Before the database is opened: a second service on the data dir stops here.
  const lock = lockDataDir(config.dataDir);
  const stops = stopStack();
  stops.push(() => lock.release());
  let db: Database;
  try {
    db = openDatabase(serviceDatabaseFile(config));
  } catch (error) {
    await stops.stopAll();
    throw error;
  }
  stops.push(() => db.close());
  const openFolder = openFolderWarning(serviceDatabaseFile(config));
  if (openFolder) process.stderr.write(`${openFolder}\n`);
  try {
    initializeDataDir(db, config);
    const assetBaseUrl = rootRelativeAssets;
    const catalog = createCatalog(db, { assetBaseUrl });
    const masterKey = new FileMasterKeySource(masterKeyFile(config.dataDir));
    const auth = createAuth(db, { masterKey, config: { chainId: config.chainId } });
    const limitRules = config.rateLimits ? buildLimitRules(config.rateLimits) : [];
    const limiter = config.rateLimits ? createRateLimiter(limitRules) : null;
    const vault = createVault({ dataDir: config.dataDir, auth });
    stops.push(() => vault.close());
    const venue = await createVenue(
      {
        db,
        catalog,
        auth,
        vault,
        masterKey,
        limiter,
        chainId: config.chainId,
        assetBaseUrl,
        apiUrl: () => services.apiUrl,
      },
      config,
    );
    stops.push(() => venue.close());
    const grants = createGrants({ db, vault, catalog, venue: venue.handlers });
    const watchFeed = venue.createMarketFeed(WATCHED_ASSETS);
    const watch = createWatch({
      db,
      catalog,
      vault,
      venue: {
        handlers: venue.handlers,
        marketFeed: watchFeed,
        subscribeAccount: venue.subscribeAccount,
      },
      ...(config.watchPollMs !== undefined ? { pollMs: config.watchPollMs } : {}),
    });
    stops.push(() => {
      watch.close();
      watchFeed.close();
    });
    const sawFault = watchStorage((reason) => config.onStorageFailure?.(reason));
    const dispatcher = createDispatcher({
      handlers: mergeHandlers(
        createCatalogReadHandlers(catalog, createOrderBookMarketLists(db, { assetBaseUrl })),
        venue.handlers,
        grants.handlers,
        createWatchlistHandlers(db, catalog),
        watch.handlers,
        modeSettingsHandlers(config, venue.status.syncNow),
        createLimitsHandlers(limitRules),
        createRemoteIconHandlers(
          createRemoteIcons({
            dir: join(config.dataDir, 'icons'),
            allowedHost: catalogImageHosts(db),
          }),
        ),
      ),
      limiter,
      auth,
      adminToken: ensureAdminToken(config.dataDir),
      grants,
      committed: () => venue.committed(),
      reportInternal: (error, method) => {
        reportInternalToStderr(error, method);
        sawFault(error);
      },
    });
    const services: Services = {
      config,
      db,
      catalog,
      auth,
      limiter,
      vault,
      venue,
      grants,
      watch,
      dispatcher,
      apiUrl: null,
      lock,
      close: stops.stopAll,
    };
    return services;
  } catch (error) {
    await stops.stopAll();
    throw error;
  }
}

export interface HttpTransport {
  /** The base URL the port answers on, e.g. http://127.0.0.1:8437. */
  url: string;
  /** The terminal in a browser (web mode), with the per-launch token of its RPC channel. */
  terminalUrl: string;
  close(): Promise<void>;
}

/**
 * The scripts' local HTTP API, the venue's WebSocket streams and the terminal in a browser
 * (its files at /app/ and its token-guarded RPC socket) on one port, over the services.
 */
export async function attachHttp(
  services: Services,
  listen: { host: string; port: number },
): Promise<HttpTransport> {
  const { config, catalog, dispatcher, venue } = services;
  const stops = stopStack();
  try {
    const app = await buildApp({
      dispatcher,
      catalog,
      ...venue.http,
      rendererDir: config.rendererDir,
      connections: config.connections,
      allowedHosts: config.allowedHosts,
      logger: { level: config.logLevel, stream: process.stderr },
    });
    stops.push(() => app.close());
    const address = await app.listen(listen);
    const streams = venue.attachStreams(app.server, config.streams);
    stops.push(() => streams.close());
    const grantSocket = attachGrantSocket(
      app.server,
      services.grants.socketOptions(venue.subscribeAccount),
    );
    stops.push(() => grantSocket.close());
    const alertsSocket = attachGrantSocket(app.server, {
      ...services.grants.socketOptions(venue.subscribeAccount),
      path: ALERTS_SOCKET_PATH,
      subscribe: (_grant, deliver) =>
        services.watch.subscribeNotices((notice) => deliver({ event_type: 'alerts', ...notice })),
    });
    stops.push(() => alertsSocket.close());
    const renderer = attachRendererChannel(app.server, {
      venue,
      dispatcher,
      watch: services.watch,
      token: config.rendererToken,
    });
    stops.push(() => renderer.close());
    const url = address.replace('[::1]', 'localhost');
    services.apiUrl = url;
    stops.push(() => (services.apiUrl = null));
    services.lock.announce(url, renderer.token);
    stops.push(() => services.lock.announce(null));
    return { url, terminalUrl: `${url}/app/#token=${renderer.token}`, close: stops.stopAll };
  } catch (error) {
    await stops.stopAll();
    throw error;
  }
}

export interface RunningService {
  /** The local HTTP API's base URL, e.g. http://127.0.0.1:8437. */
  url: string;
  /** The terminal in a browser, with its per-launch token. */
  terminalUrl: string;
  db: Database;
  services: Services;
  close(): Promise<void>;
}

/**
 * The services with the HTTP transport on config.host:config.port (the CLI and tests). A host
 * that keeps the local port switched off uses createServices alone and attaches its own
 * transport to the dispatcher.
 */
export async function startService(config: ServiceConfig): Promise<RunningService> {
  const services = await createServices(config);
  let http: HttpTransport;
  try {
    http = await attachHttp(services, { host: config.host, port: config.port });
  } catch (error) {
    await services.close();
    throw error;
  }
  return {
    url: http.url,
    terminalUrl: http.terminalUrl,
    db: services.db,
    services,
    async close() {
      await http.close();
      await services.close();
    },
  };
}
