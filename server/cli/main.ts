import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { knownExchanges } from '../auth/index.js';
import { databaseFile, defaultConfig, type ServiceConfig } from '../config/config.js';
import { DEFAULT_CONNECTION_LIMITS } from '../http/index.js';
import { DEFAULT_STREAM_LIMITS } from '../stream/index.js';
import { withSavedMode } from '../config/mode-settings.js';
import { seedDemo, startRestartableService, STORAGE_FAILED_EXIT } from '../host/index.js';
import { buildLimitRules, parseLimitOverride, type LimitSettings } from '../limits/index.js';
import { MIRROR_FLAGS, mirrorFlagUrls } from './mirror-flags.js';
import { openDatabase } from '../storage/index.js';
import { lockDataDir } from '../config/service-lock.js';
import { ensureLaunchToken } from '../config/admin-token.js';
import { runVenueCommand } from './venue-cli.js';
import { runSyncCommand } from './sync-cli.js';
import { statusLine } from './status-line.js';

const usage = `usage:
  marketdesk serve [--host 127.0.0.1] [--port 8437] [--data-dir DIR] [--no-demo] [--no-history]
                   [--allow-host NAME ...] [--no-rate-limits] [--rate-limit-scale 1] [--rate-limit SCOPE[@WINDOW]=N ...]
                   [--log-level warn] [--chain-id 137] [--liquidity | --no-liquidity]
                   [--connection-limit NAME=N ...] [--stream-limit NAME=N ...]
                   [--mirror URL] [--mirror-catalog URL] [--mirror-data URL] [--mirror-clob URL]
                   [--sync-interval 60] [--full-sync-interval 86400]   (seconds, mirror mode)
  marketdesk seed --data-dir DIR [--markets 1500] [--seed 1] [--history]
  marketdesk venue faucet|resolve|funder ...   (marketdesk venue --help)
  marketdesk sync [--data-dir DIR] [--full] [--mirror URL ...]   (marketdesk sync --help)`;

const options = {
  host: { type: 'string' },
  'allow-host': { type: 'string', multiple: true },
  port: { type: 'string' },
  'data-dir': { type: 'string' },
  'no-demo': { type: 'boolean' },
  'no-history': { type: 'boolean' },
  history: { type: 'boolean' },
  'no-rate-limits': { type: 'boolean' },
  'rate-limit-scale': { type: 'string' },
  'rate-limit': { type: 'string', multiple: true },
  'connection-limit': { type: 'string', multiple: true },
  'stream-limit': { type: 'string', multiple: true },
  'log-level': { type: 'string' },
  'chain-id': { type: 'string' },
  liquidity: { type: 'boolean' },
  'no-liquidity': { type: 'boolean' },
  ...MIRROR_FLAGS,
  'sync-interval': { type: 'string' },
  'full-sync-interval': { type: 'string' },
  markets: { type: 'string' },
  seed: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

class UsageError extends Error {}

/** dist/renderer, built by `npm start` (scripts/build-renderer.mjs), beside dist/server. */
function builtRendererDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const dist = basename(dirname(here)) === 'dist' ? dirname(here) : join(here, '..', 'dist');
  return join(dist, 'renderer');
}

function wholeNumber(name: string, text: string | undefined, fallback: number, max: number) {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new UsageError(`--${name} must be a whole number from 0 to ${max}`);
  }
  return value;
}

const logLevels: ReadonlyArray<ServiceConfig['logLevel']> = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

type Values = ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];

function limitSettings(values: Values): LimitSettings {
  const scaleText = values['rate-limit-scale'];
  const scale = scaleText === undefined ? 1 : Number(scaleText);
  if (!(scale > 0 && Number.isFinite(scale))) {
    throw new UsageError('--rate-limit-scale must be a positive number');
  }
  try {
    const overrides = (values['rate-limit'] ?? []).map(parseLimitOverride);
    buildLimitRules({ scale, overrides });
    return { scale, overrides };
  } catch (error) {
    throw new UsageError(`--rate-limit: ${(error as Error).message}`);
  }
}

/** `--connection-limit maxConnectionsPerClient=64` ...: overrides of a table of bounds. */
function namedLimits<T extends object>(
  flag: string,
  texts: readonly string[] | undefined,
  defaults: T,
): Partial<T> {
  const overrides: Partial<Record<keyof T, number>> = {};
  for (const text of texts ?? []) {
    const match = /^(\w+)=(\d+)$/.exec(text);
    const name = match?.[1] as keyof T | undefined;
    if (!match || name === undefined || !Object.hasOwn(defaults, name)) {
      const names = Object.keys(defaults).join(', ');
      throw new UsageError(`--${flag} takes NAME=N, NAME one of ${names}`);
    }
    const value = Number(match[2]);
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new UsageError(`--${flag} ${String(name)} must be a positive whole number`);
    }
    overrides[name] = value;
  }
  return overrides as Partial<T>;
}

function chainId(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const known = Object.keys(knownExchanges);
  if (!known.includes(text)) throw new UsageError(`--chain-id must be one of ${known.join(', ')}`);
  return Number(text);
}

/** Simulated liquidity as a flag says; without one, config.ts's liquidityEnabled decides. */
function liquidity(values: Values): boolean | undefined {
  if (values.liquidity && values['no-liquidity']) {
    throw new UsageError('--liquidity and --no-liquidity exclude each other');
  }
  if (values.liquidity) return true;
  if (values['no-liquidity']) return false;
  return undefined;
}

/** The first start's seeding on stderr: one line redrawn on a terminal, plain lines otherwise. */
function firstStartProgress(): ServiceConfig['progress'] {
  const status = statusLine(process.stderr);
  return (line, kind) => {
    status.show(line, kind !== 'update');
    if (kind === 'done') status.end();
  };
}

function serveConfig(values: Values): ServiceConfig {
  const defaults = defaultConfig();
  const logLevel = values['log-level'] ?? defaults.logLevel;
  if (!logLevels.includes(logLevel as ServiceConfig['logLevel'])) {
    throw new UsageError(`--log-level must be one of ${logLevels.join(', ')}`);
  }
  const mirror = mirrorFlagUrls(values, (message) => new UsageError(message));
  const demo = !values['no-demo'] && mirror === null;
  return {
    dataDir: values['data-dir'] ?? defaults.dataDir,
    host: values.host ?? defaults.host,
    allowedHosts: values['allow-host'] ?? [],
    port: wholeNumber('port', values.port, defaults.port, 65535),
    demo,
    history: !values['no-history'],
    progress: firstStartProgress(),
    rateLimits: values['no-rate-limits'] ? null : limitSettings(values),
    logLevel: logLevel as ServiceConfig['logLevel'],
    chainId: chainId(values['chain-id'], defaults.chainId),
    liquidity: liquidity(values),
    rendererDir: builtRendererDir(),
    connections: namedLimits(
      'connection-limit',
      values['connection-limit'],
      DEFAULT_CONNECTION_LIMITS,
    ),
    streams: namedLimits('stream-limit', values['stream-limit'], DEFAULT_STREAM_LIMITS),
    ...(mirror ? { mirror } : {}),
    catalogSync: syncSchedule(values),
    // Ended loudly while it can still say why; `npm start` starts it again with a backoff.
    onStorageFailure: (reason) => {
      process.stderr.write(`marketdesk: stopping: ${reason}\n`);
      process.exit(STORAGE_FAILED_EXIT);
    },
  };
}

/** A mirror's catalog sync schedule from `--sync-interval` and `--full-sync-interval` (s). */
function syncSchedule(values: Values): ServiceConfig['catalogSync'] {
  const seconds = (name: 'sync-interval' | 'full-sync-interval') => {
    const value = wholeNumber(name, values[name], 0, 365 * 86_400);
    if (values[name] !== undefined && value === 0)
      throw new UsageError(`--${name} must be above 0`);
    return values[name] === undefined ? undefined : value * 1000;
  };
  const intervalMs = seconds('sync-interval');
  const fullIntervalMs = seconds('full-sync-interval');
  return {
    ...(intervalMs !== undefined ? { intervalMs } : {}),
    ...(fullIntervalMs !== undefined ? { fullIntervalMs } : {}),
  };
}

const announceMode = (config: ServiceConfig): void => {
  if (!config.mirror) return;
  const { catalog, data, clob } = config.mirror;
  process.stderr.write(`mirror mode: catalog ${catalog}, data ${data}, clob ${clob}\n`);
};

async function serve(values: Values): Promise<void> {
  // Mirror flags win over the mode saved by the terminal's settings (<data-dir>/settings.json);
  // a change of mode in the settings afterwards restarts the service on what was saved.
  const flagged = serveConfig(values);
  const saved = flagged.mirror ? flagged : withSavedMode(flagged);
  // The data dir's own launch token: a start after a crash keeps the open page's connection.
  const config = { ...saved, rendererToken: ensureLaunchToken(saved.dataDir) };
  announceMode(config);
  const service = await startRestartableService(config, {
    reconfigure: (previous) => {
      const next = withSavedMode({ ...previous, demo: !values['no-demo'] });
      announceMode(next);
      return next;
    },
    log: (line) => process.stderr.write(`${line}\n`),
    onFailure: (error) => {
      process.stderr.write(`marketdesk: no service after a restart: ${String(error)}\n`);
      process.exit(1);
    },
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${signal}: shutting down\n`);
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  // Announced only once the handlers are in: a supervisor may signal right after reading it.
  process.stdout.write(`listening on ${service.url}\n`);
  process.stdout.write(`Marketdesk terminal: ${service.terminalUrl}\n`);
}

function seed(values: Values): void {
  const dataDir = values['data-dir'];
  if (!dataDir) throw new UsageError('seed needs --data-dir');
  const file = databaseFile(dataDir);
  const lock = lockDataDir(dataDir);
  const db = openDatabase(file);
  try {
    const existing = db.prepare('SELECT COUNT(*) AS n FROM markets').get() as { n: number };
    if (existing.n > 0) {
      throw new UsageError(`${dataDir} already holds a catalog; choose an empty --data-dir`);
    }
    const started = performance.now();
    const status = statusLine(process.stderr);
    const seeded = seedDemo(
      db,
      {
        markets: wholeNumber('markets', values.markets, 1500, 1_000_000),
        seed: wholeNumber('seed', values.seed, 1, 2 ** 31),
        history: values.history === true,
      },
      (line, force) => status.show(line, force),
    );
    status.end();
    const summary: Record<string, unknown> = { ...seeded.catalog };
    if (seeded.history) {
      summary.trades = seeded.history.trades;
      summary.traders = seeded.history.traders;
    }
    db.prepare('INSERT OR REPLACE INTO venue_meta (key, value) VALUES (?, ?)').run(
      'initialized_at',
      new Date().toISOString(),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`seeded ${JSON.stringify(summary)} into ${file} in ${seconds} s\n`);
  } finally {
    db.close();
    lock.release();
  }
}

async function main(argv: string[]): Promise<void> {
  // The operator's commands talk to a running service and have options of their own.
  if (argv[0] === 'venue') {
    process.exitCode = await runVenueCommand(argv.slice(1));
    return;
  }
  if (argv[0] === 'sync') {
    process.exitCode = await runSyncCommand(argv.slice(1));
    return;
  }
  const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true });
  const [command = 'serve', ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  if (command === 'serve') return serve(values);
  if (command === 'seed') return seed(values);
  throw new UsageError(`unknown command "${command}"`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`marketdesk: ${message}\n`);
  if (
    error instanceof UsageError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    process.stderr.write(`${usage}\n`);
    process.exit(2);
  }
  process.exit(1);
});
