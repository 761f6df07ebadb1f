import envPaths from 'env-paths';
import { join } from 'node:path';
import { DEFAULT_CHAIN_ID } from '../auth/index.js';
import type { ConnectionLimits } from '../http/index.js';
import type { LimitSettings } from '../limits/index.js';
import type { StreamLimits } from '../stream/index.js';
import type { UpstreamUrls } from '../mirror/index.js';

/** Everything the service needs to start, whatever starts it (CLI, Electron host, tests). */
export interface ServiceConfig {
  dataDir: string;
  host: string;
  port: number;
  /**
   * Host names the scripts' port answers besides 127.0.0.1, localhost, [::1] and the address it
   * is bound to (`--allow-host`); a request under any other name is refused 421.
   */
  allowedHosts?: readonly string[];
  /** Seed the demo catalog when the data dir is new. */
  demo: boolean;
  /**
   * With the demo catalog, 30 days of trading history between simulated traders. Unset: the
   * same as `demo` (`--no-history` leaves it out).
   */
  history?: boolean;
  /**
   * Told how a first start's seeding goes, a line of text each time: an `update` may be
   * skipped or replace the one before (one line redrawn on a terminal), a `phase` is always
   * shown, and `done` ends the output. Unset: silent.
   */
  progress?: (line: string, kind: 'update' | 'phase' | 'done') => void;
  /** null: no rate limits at all (`--no-rate-limits`). */
  rateLimits: LimitSettings | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The chain of the EIP-712 domains that L1 auth and orders are signed for. */
  chainId: number;
  /**
   * Market-maker agents quoting the catalog's open markets, with a price backfill (simulated
   * liquidity). Unset: the same as `demo`, so a service run without the demo quotes nothing
   * unless asked (`--liquidity`).
   */
  liquidity?: boolean;
  /** The built renderer (dist/renderer) served at /app/ in web mode; unset: not served. */
  rendererDir?: string;
  /**
   * The scripts' HTTP port on host:port; false: no port at all (a desktop setting), the
   * renderer then reaching the service over its MessagePort only. Unset: on.
   */
  http?: boolean;
  /** Bounds of the HTTP port's connections (docs/api.md, "Connection and stream limits"); unset: the defaults. */
  connections?: Partial<ConnectionLimits>;
  /** Bounds of the WebSocket streams; unset: the defaults. */
  streams?: Partial<StreamLimits>;
  /** How often alerts read the catalog's figures and the positions (server/watch); default 5 s. */
  watchPollMs?: number;
  /**
   * Mirror mode: the upstream's base URL per surface (docs/mirror.md). Unset: the local venue.
   * A mirror keeps its catalog in its own database file and runs no demo, history, simulated
   * liquidity or statistics of its own: those come from the upstream.
   */
  mirror?: UpstreamUrls;
  /**
   * The token of the renderer's RPC socket (web mode); unset: a new one per start. A restart in
   * place keeps it, so an open terminal reconnects.
   */
  rendererToken?: string;
  /**
   * The data dir's disk failed so often that the service cannot go on (server/host/
   * storage-watch.ts): the host logs why and stops the process, which its supervisor restarts.
   * Unset: the failures are answered and logged, and the service goes on.
   */
  onStorageFailure?: (reason: string) => void;
  /**
   * Starts the service again on the saved settings (`<data-dir>/settings.json`), asked by the
   * terminal's settings after a change of mode; unset: such a change applies at the next start.
   */
  restart?: () => void;
  /** A mirror's catalog sync schedule (docs/mirror.md); unset ones keep their defaults. */
  catalogSync?: { intervalMs?: number; fullIntervalMs?: number };
}

/** The platform's app-data folder (e.g. ~/.local/share/marketdesk, %APPDATA%\marketdesk). */
export const defaultDataDir = (): string => envPaths('marketdesk', { suffix: '' }).data;

export const databaseFile = (dataDir: string): string => join(dataDir, 'marketdesk.db');

/** A mirror's database, beside the local venue's: switching modes never mixes two catalogs. */
export const mirrorDatabaseFile = (dataDir: string): string => join(dataDir, 'mirror.db');

/** The database file the configured mode serves from. */
export const serviceDatabaseFile = (config: Pick<ServiceConfig, 'dataDir' | 'mirror'>): string =>
  config.mirror ? mirrorDatabaseFile(config.dataDir) : databaseFile(config.dataDir);

/** Whether the service mirrors an upstream rather than being the venue. */
export const isMirror = (
  config: ServiceConfig,
): config is ServiceConfig & { mirror: UpstreamUrls } => config.mirror !== undefined;

export const defaultConfig = (): ServiceConfig => ({
  dataDir: defaultDataDir(),
  host: '127.0.0.1',
  port: 8437,
  demo: true,
  rateLimits: {},
  logLevel: 'warn',
  chainId: DEFAULT_CHAIN_ID,
});

/** Whether the service listens on the scripts' HTTP port. */
export const httpEnabled = (config: ServiceConfig): boolean => config.http ?? true;

/** Whether the service runs the simulated liquidity: as configured, else with the demo. */
export const liquidityEnabled = (config: ServiceConfig): boolean =>
  !isMirror(config) && (config.liquidity ?? config.demo);
