import { ensureAdminToken } from '../config/admin-token.js';
import {
  createAuth,
  createSecretBox,
  FileMasterKeySource,
  masterKeyFile,
  type Auth,
} from '../auth/index.js';
import {
  createCatalog,
  createCatalogWriter,
  DEFAULT_DEMO_SEED,
  seedDemoCatalog,
  type Catalog,
} from '../catalog/index.js';
import { buildApp } from '../http/index.js';
import { buildLimitRules, createRateLimiter, type RateLimiter } from '../limits/index.js';
import { createLiquidity, seedTradingHistory } from '../liquidity/index.js';
import {
  createMarketData,
  createOrderBookMarketLists,
  startMarketStatistics,
  type MarketData,
} from '../marketdata/index.js';
import { createPublicData } from '../publicdata/index.js';
import {
  createDispatcher,
  createServiceHandlers,
  createUpstreamOrderBookHandlers,
  reportInternalToStderr,
  type Dispatcher,
  type SubscribeAccount,
} from '../rpc/index.js';
import { openDatabase, type Database } from '../storage/index.js';
import { attachRelayedStreams, attachStreams } from '../stream/index.js';
import { createAccountViews, createTradingService, type TradingService } from '../trading/index.js';
import { createVault, type Vault } from '../vault/index.js';
import { mirrorTerminal, type MirrorTerminal } from './mirror-terminal.js';
import { attachRendererChannel } from './renderer-channel.js';
import { terminalHandlers } from './terminal-handlers.js';
import {
  createPublicDataCache,
  createTradingRelay,
  createUpstreamClient,
  createUpstreamOrderBook,
  startMirrorSync,
  upstreamStreamUrl,
  type CatalogSync,
  type UpstreamClient,
} from '../mirror/index.js';
import {
  isMirror,
  liquidityEnabled,
  serviceDatabaseFile,
  type ServiceConfig,
} from '../config/config.js';
import { lockDataDir, type DataDirLock } from '../config/service-lock.js';
import { modeSettingsHandlers } from '../config/mode-settings.js';

const INITIALIZED = 'initialized_at';

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
    progress('seeding the demo catalog');
    seedDemoCatalog(db);
    if (config.history !== false) {
      let shown = 0;
      seedTradingHistory(db, {
        seed: DEFAULT_DEMO_SEED,
        onProgress: (fraction) => {
          const percent = Math.floor(fraction * 100);
          if (percent < shown + 25 && percent < 100) return;
          shown = percent;
          progress(`seeding 30 days of trading history: ${percent} %`);
        },
      });
    }
    progress(`demo ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  db.prepare('INSERT INTO venue_meta (key, value) VALUES (?, ?)').run(
    INITIALIZED,
    new Date().toISOString(),
  );
}

/** A stack of stops run in reverse order, once. */
function stopStack() {
  const stops: (() => unknown)[] = [];
  return {
    push: (stop: () => unknown) => void stops.push(stop),
    async stopAll(): Promise<void> {
      for (const stop of stops.splice(0).reverse()) await stop();
    },
  };
}

/** The running service without any socket: what every transport attaches to. */
export interface Services {
  config: ServiceConfig;
  db: Database;
  catalog: Catalog;
  auth: Auth;
  trading: TradingService;
  marketData: MarketData;
  /** One limiter: the agents of the simulated liquidity count against the same limits. */
  limiter: RateLimiter | null;
  /** The key vault of the terminal's accounts. */
  vault: Vault;
  /** The application layer every transport calls. */
  dispatcher: Dispatcher;
  /** The upstream a mirror serves (docs/mirror.md); null in local-venue mode. */
  upstream: UpstreamClient | null;
  /** A mirror's catalog sync (docs/mirror.md); null in local-venue mode. */
  catalogSync: CatalogSync | null;
  /** The scripts' HTTP API base URL while a port is attached, else null. */
  apiUrl: string | null;
  /** This service's hold on its data dir (service-lock.ts), released last on close. */
  lock: DataDirLock;
  /** A market page was opened on these tokens: the simulated liquidity livens it up. */
  watchMarket(tokenIds: readonly string[]): void;
  /** The renderer's `account` channel in mirror mode (polled upstream); unset: the local feed. */
  subscribeAccount?: SubscribeAccount;
  /** Stops the background work and closes the database. */
  close(): Promise<void>;
}

/**
 * Builds the service: storage, domain modules, background work (order intake, market
 * statistics, simulated liquidity) and the dispatcher over them; no sockets. Whatever has
 * started is stopped again, in reverse order, on close or when a later step fails.
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
  try {
    initializeDataDir(db, config);
    const upstream = config.mirror ? createUpstreamClient(config.mirror) : null;
    const publicDataCache =
      upstream &&
      createPublicDataCache({
        db,
        client: upstream,
        onBackgroundError: (error) => reportInternalToStderr(error, 'public-data cache refresh'),
      });
    // Stopped in reverse: the upstream's requests are cut, then the cache's refreshes settle.
    if (publicDataCache) stops.push(() => publicDataCache.idle());
    if (upstream) stops.push(() => upstream.close());
    const mirror = upstream && startMirrorSync(db, upstream, config);
    if (mirror) stops.push(() => mirror.stop());
    const assetBaseUrl = rootRelativeAssets;
    const catalog = createCatalog(db, { assetBaseUrl });
    const masterKey = new FileMasterKeySource(masterKeyFile(config.dataDir));
    const auth = createAuth(db, { masterKey, config: { chainId: config.chainId } });
    const trading = createTradingService({
      db,
      auth,
      catalog,
      catalogWriter: createCatalogWriter(db),
    });
    const limiter = config.rateLimits
      ? createRateLimiter(buildLimitRules(config.rateLimits))
      : null;
    const marketData = createMarketData({ db, catalog, books: trading.books, feed: trading.feed });
    stops.push(() => marketData.close());
    const vault = createVault({ dataDir: config.dataDir, auth });
    stops.push(() => vault.close());
    const accountViews = createAccountViews(db, auth.config.exchanges, auth.funders);
    let mirrored: MirrorTerminal | null = null;
    if (upstream && mirror) {
      // The terminal trades through a client of its own: its orders never queue behind the
      // sync's pages. The status is the shared client's, which alone watches an idle upstream.
      const terminalUpstream = createUpstreamClient(upstream.urls, { idleCheckMs: 0 });
      stops.push(() => terminalUpstream.close());
      mirrored = mirrorTerminal({
        db,
        catalog,
        vault,
        chainId: config.chainId,
        apiUrl: () => services.apiUrl,
        upstream: terminalUpstream,
        secretBox: createSecretBox(masterKey.load()),
        mirrorStatus: mirror.control.status,
        ...(publicDataCache ? { refreshPublicData: publicDataCache.refreshWallet } : {}),
      });
      stops.push(() => mirrored?.close());
    }
    const dispatcher = createDispatcher({
      handlers: {
        ...createServiceHandlers({
          catalog,
          auth,
          trading,
          accountViews,
          // The operator's faucet, resolutions and settings belong to the local venue only.
          operations: upstream ? undefined : trading.venue,
          mirror: mirror?.control,
          marketLists: createOrderBookMarketLists(db, { assetBaseUrl }),
          marketData,
          publicData: createPublicData({ db, catalog, assetBaseUrl, books: trading.books }),
          mirrorPublicData: publicDataCache ?? undefined,
        }),
        // A mirror's books and quotes are the upstream's, read through a one-second cache.
        ...(upstream && createUpstreamOrderBookHandlers(createUpstreamOrderBook(upstream))),
        ...(mirrored
          ? mirrored.handlers
          : terminalHandlers({
              db,
              catalog,
              auth,
              trading,
              accountViews,
              vault,
              chainId: config.chainId,
              apiUrl: () => services.apiUrl,
            })),
        ...modeSettingsHandlers(config, mirror?.control.syncNow ?? null),
      },
      limiter,
      auth,
      adminToken: ensureAdminToken(config.dataDir),
      committed: () => trading.committed(),
      reportInternal: reportInternalToStderr,
    });
    trading.start();
    stops.push(() => trading.stop());
    if (!upstream) {
      // A mirror's figures are the upstream's, synced with its catalog.
      const marketStats = startMarketStatistics({ db, catalog, trading });
      stops.push(() => marketStats.close());
    }
    let watchMarket: Services['watchMarket'] = () => undefined;
    if (liquidityEnabled(config)) {
      const liquidity = createLiquidity({ db, auth, catalog, trading, masterKey, limiter });
      liquidity.start();
      stops.push(() => liquidity.stop());
      watchMarket = (tokenIds) => liquidity.watch(tokenIds);
    }
    const services: Services = {
      config,
      db,
      catalog,
      auth,
      trading,
      marketData,
      limiter,
      vault,
      dispatcher,
      upstream,
      catalogSync: mirror?.sync ?? null,
      apiUrl: null,
      lock,
      watchMarket,
      ...(mirrored ? { subscribeAccount: mirrored.accountEvents.subscribe } : {}),
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
  const { config, catalog, auth, trading, marketData, dispatcher, vault, upstream } = services;
  const stops = stopStack();
  try {
    const app = await buildApp({
      dispatcher,
      catalog,
      // A mirror's trading and account routes go upstream unchanged, and no local book is served.
      ...(upstream ? { relay: createTradingRelay(upstream) } : { marketData }),
      rendererDir: config.rendererDir,
      connections: config.connections,
      logger: { level: config.logLevel, stream: process.stderr },
    });
    stops.push(() => app.close());
    const address = await app.listen(listen);
    const streams = upstream
      ? attachRelayedStreams(app.server, {
          upstreamUrl: (channel) => upstreamStreamUrl(upstream.urls, channel),
          limits: config.streams,
        })
      : attachStreams(app.server, {
          catalog,
          auth,
          trading,
          bookBody: marketData.bookBody,
          limits: config.streams,
        });
    stops.push(() => streams.close());
    const renderer = attachRendererChannel(app.server, {
      catalog,
      trading,
      marketData,
      vault,
      dispatcher,
      upstream,
      watchMarket: services.watchMarket,
      token: config.rendererToken,
      ...(services.subscribeAccount ? { subscribeAccount: services.subscribeAccount } : {}),
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
