import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { connectSqlite, type Database } from '../storage/index.js';

/**
 * One service per data dir. Two services over one database would each keep their own books
 * and match the same orders twice, so a service holds `<data-dir>/service.lock` for as long as
 * it runs: an SQLite file in which it keeps a write transaction open. SQLite's lock on it is
 * the operating system's, held per process and dropped when the process ends however it ends
 * (a crash, kill -9), so a stale lock never needs cleaning up, and another connection, in this
 * process or another, cannot take it meanwhile.
 */
export const lockFile = (dataDir: string): string => join(dataDir, 'service.lock');

/** Where the running service tells other processes who it is and its URL. */
export const serviceInfoFile = (dataDir: string): string => join(dataDir, 'service.json');

export interface ServiceInfo {
  pid: number;
  /** The scripts' HTTP API, null while it is not listening (starting, or no port). */
  url: string | null;
  startedAt: string;
  /**
   * The token of the terminal's RPC socket at `<url>/rpc` (web mode), so the desktop app can
   * attach to this service instead of starting its own; absent while there is none. service.json
   * is written 0600 in the user's 0700 data dir (which holds their keystores anyway).
   */
  rendererToken?: string;
}

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: ServiceInfo | undefined,
  ) {
    const who = holder
      ? `pid ${holder.pid}, ${holder.url ?? 'no HTTP port yet'}, since ${holder.startedAt}`
      : 'it is starting';
    super(`${dataDir} is in use by another Marketdesk service (${who})`);
  }
}

export interface DataDirLock {
  /** Records the URL the service answers on (null: none), and its renderer token, in service.json. */
  announce(url: string | null, rendererToken?: string): void;
  /** Gives the data dir up: removes service.json and the lock. */
  release(): void;
}

const isBusy = (error: unknown): boolean =>
  (error as { code?: string }).code?.startsWith('SQLITE_BUSY') === true;

/** Opens the lock file and tries its lock: the connection holding it, or null when taken. */
function tryLock(file: string, create: boolean): Database | null {
  const db = connectSqlite(file, { timeout: 0, fileMustExist: !create });
  try {
    db.exec('BEGIN IMMEDIATE');
    return db;
  } catch (error) {
    db.close();
    if (isBusy(error)) return null;
    throw error;
  }
}

/** Takes the data dir for this process; DataDirInUse names the service that holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = tryLock(lockFile(dataDir), true);
  if (!db) throw new DataDirInUse(dataDir, readServiceInfo(dataDir));
  const startedAt = new Date().toISOString();
  let held = true;
  const announce = (url: string | null, rendererToken?: string) => {
    if (!held) return;
    const info: ServiceInfo = { pid: process.pid, url, startedAt };
    if (url !== null && rendererToken !== undefined) info.rendererToken = rendererToken;
    writeServiceInfo(dataDir, info);
  };
  announce(null);
  return {
    announce,
    release() {
      if (!held) return;
      held = false;
      rmSync(serviceInfoFile(dataDir), { force: true });
      db.exec('ROLLBACK');
      db.close();
    },
  };
}

/** The service holding the data dir, or undefined when none runs (service.json may be stale). */
export function runningService(dataDir: string): ServiceInfo | undefined {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return undefined;
  const db = tryLock(file, false);
  if (!db) return readServiceInfo(dataDir);
  db.exec('ROLLBACK');
  db.close();
  return undefined;
}

/**
 * The URL of the service running on a data dir (for `npm run venue` and the desktop app,
 * which use it instead of starting a second one); undefined when none runs or it has no port.
 */
export function findRunningService(dataDir: string): string | undefined {
  return runningService(dataDir)?.url ?? undefined;
}

/** A running service the desktop app can attach to: its RPC socket and the token it takes. */
export interface AttachableService {
  pid: number;
  url: string;
  rendererToken: string;
}

/** The service holding a data dir: one to attach to, or one that offers nothing to attach to. */
export type DataDirHolder = { attach: AttachableService } | { refuse: ServiceInfo };

/**
 * What the desktop app does about the service holding its data dir: attach to it, or (it has no
 * HTTP port or no token to offer) report it; undefined when none runs (a stale service.json is
 * ignored, the lock being free). A token in a file others could read is not trusted.
 */
export function attachableService(dataDir: string): DataDirHolder | undefined {
  const info = runningService(dataDir);
  if (!info) return undefined;
  const { pid, url, rendererToken } = info;
  if (url === null || rendererToken === undefined || !privateToUser(serviceInfoFile(dataDir))) {
    return { refuse: info };
  }
  return { attach: { pid, url, rendererToken } };
}

/** Whether only the owner may read the file (always so where modes do not apply: Windows). */
function privateToUser(file: string): boolean {
  if (process.platform === 'win32') return true;
  try {
    return (statSync(file).mode & 0o077) === 0;
  } catch {
    return false;
  }
}

function writeServiceInfo(dataDir: string, info: ServiceInfo): void {
  const file = serviceInfoFile(dataDir);
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(aside, JSON.stringify(info) + '\n', { mode: 0o600, flag: 'wx' });
  renameSync(aside, file);
}

function parseServiceInfo(text: string): ServiceInfo | undefined {
  try {
    const info = JSON.parse(text) as Partial<ServiceInfo> | null;
    const url = info?.url;
    if (
      typeof info?.pid === 'number' &&
      (typeof url === 'string' || url === null) &&
      typeof info.startedAt === 'string'
    ) {
      const parsed: ServiceInfo = { pid: info.pid, url: url ?? null, startedAt: info.startedAt };
      if (typeof info.rendererToken === 'string') parsed.rendererToken = info.rendererToken;
      return parsed;
    }
  } catch {
    // Not JSON: reported by the caller like any other malformed content.
  }
  return undefined;
}

/** What service.json says, or undefined when there is none. */
function readServiceInfo(dataDir: string): ServiceInfo | undefined {
  const file = serviceInfoFile(dataDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const info = parseServiceInfo(text);
  if (!info) throw new Error(`${file} does not hold {"pid", "url", "startedAt"}`);
  return info;
}
