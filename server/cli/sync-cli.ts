import { parseArgs } from 'node:util';
import { readAdminToken } from '../config/admin-token.js';
import { defaultDataDir, mirrorDatabaseFile } from '../config/config.js';
import type { MirrorStatus, MirrorSyncStatus } from '../contract/index.js';
import { createCatalogSync, createUpstreamClient, type UpstreamUrls } from '../mirror/index.js';
import { MIRROR_FLAGS, mirrorFlagUrls } from './mirror-flags.js';
import { readModeSettings, savedMirror } from '../config/mode-settings.js';
import { lockDataDir, findRunningService } from '../config/service-lock.js';
import { openDatabase } from '../storage/index.js';
import { outcomeLine, progressWriter, type ProgressWriter } from './sync-progress.js';

export const syncUsage = `usage:
  npm run sync -- [--data-dir DIR] [--full]
                  [--mirror URL] [--mirror-catalog URL] [--mirror-data URL] [--mirror-clob URL]
Syncs the mirror's catalog of DIR from its upstream. With a service running on DIR, asks it
(POST /sync with DIR/admin-token) and follows its progress; otherwise syncs DIR/mirror.db
itself from the upstream the --mirror flags name, else the one DIR/settings.json saved.
--full: a full pass, not an incremental one.`;

const options = {
  'data-dir': { type: 'string' },
  full: { type: 'boolean' },
  ...MIRROR_FLAGS,
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];

class UsageError extends Error {}

const POLL_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function askJson(url: string, init?: RequestInit): Promise<MirrorStatus> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    throw new Error(`cannot reach ${url}: ${cause ?? (error as Error).message}`);
  }
  const answer = (await response.json().catch(() => null)) as
    (MirrorStatus & { error?: unknown }) | null;
  if (!response.ok || answer === null) {
    const message = typeof answer?.error === 'string' ? answer.error : `HTTP ${response.status}`;
    throw new Error(`${message} (${url})`);
  }
  return answer;
}

/** Asks the running service to sync and follows GET /sync/status until the sync is over. */
async function syncThroughService(
  base: string,
  dataDir: string,
  full: boolean,
  progress: ProgressWriter,
): Promise<MirrorSyncStatus> {
  const started = await askJson(`${base}/sync`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${readAdminToken(dataDir)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ full }),
  });
  let sync = started.sync;
  while (sync?.state === 'syncing') {
    progress.update(sync);
    await sleep(POLL_MS);
    sync = (await askJson(`${base}/sync/status`)).sync;
  }
  if (!sync) throw new Error(`the service at ${base} is a local venue: it has no catalog to sync`);
  return sync;
}

/** Syncs the data dir's mirror.db in this process (no service holds the data dir). */
async function syncHere(
  dataDir: string,
  urls: UpstreamUrls,
  full: boolean,
  progress: ProgressWriter,
): Promise<MirrorSyncStatus> {
  const lock = lockDataDir(dataDir);
  const db = openDatabase(mirrorDatabaseFile(dataDir));
  const upstream = createUpstreamClient(urls);
  const sync = createCatalogSync({ db, upstream });
  const stopListening = sync.onProgress((status) => progress.update(status));
  const interrupt = () => void sync.stop();
  process.once('SIGINT', interrupt);
  try {
    return await sync.runNow({ full });
  } finally {
    process.off('SIGINT', interrupt);
    stopListening();
    await sync.stop();
    upstream.close();
    db.close();
    lock.release();
  }
}

/**
 * `npm run sync`: a catalog sync of a data dir's mirror, through its running service or in
 * this process. Answers the exit code: 0 synced, 1 failed, 2 usage.
 */
export async function runSyncCommand(argv: readonly string[]): Promise<number> {
  let values: Values;
  try {
    const parsed = parseArgs({ args: [...argv], options, allowPositionals: false });
    values = parsed.values;
    if (values.help) {
      process.stdout.write(`${syncUsage}\n`);
      return 0;
    }
  } catch (error) {
    process.stderr.write(`sync: ${(error as Error).message}\n${syncUsage}\n`);
    return 2;
  }
  const dataDir = values['data-dir'] ?? defaultDataDir();
  const full = values.full ?? false;
  const progress = progressWriter(process.stderr);
  const startedAt = performance.now();
  try {
    const running = findRunningService(dataDir);
    let status: MirrorSyncStatus;
    if (running) {
      process.stderr.write(`asking the service at ${running} to sync\n`);
      status = await syncThroughService(running, dataDir, full, progress);
    } else {
      const urls =
        mirrorFlagUrls(values, (message) => new UsageError(message)) ??
        savedMirror(readModeSettings(dataDir)) ??
        null;
      if (!urls) {
        throw new UsageError(
          'no service runs on the data dir and its settings name no upstream: --mirror URL',
        );
      }
      process.stderr.write(`syncing ${mirrorDatabaseFile(dataDir)} from ${urls.catalog}\n`);
      status = await syncHere(dataDir, urls, full, progress);
    }
    progress.end();
    const line = outcomeLine(status, (performance.now() - startedAt) / 1000);
    (status.state === 'failed' ? process.stderr : process.stdout).write(`${line}\n`);
    return status.state === 'failed' ? 1 : 0;
  } catch (error) {
    progress.end();
    process.stderr.write(`sync: ${(error as Error).message}\n`);
    if (error instanceof UsageError) process.stderr.write(`${syncUsage}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}
