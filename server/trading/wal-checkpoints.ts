import { Worker } from 'node:worker_threads';
import { resolveWorkerModule, sqliteNativeBinding, type Database } from '../storage/index.js';

/** Runs WAL checkpoints of a database file on a worker thread; see startCheckpointer. */
export interface Checkpointer {
  stop(): void;
}

/**
 * How often the worker copies the WAL into the database file. A page written by many commits
 * in between (an account, a position, the last page of a table) is copied once per checkpoint,
 * so a longer interval copies it fewer times and costs the worker far less CPU under load,
 * without costing the event loop (docs/benchmarks.md has the figures). The WAL grows further
 * between restarts instead.
 */
const INTERVAL_MS = 250;
/**
 * A WAL this long (about 80 MB) is restarted: the writer then waits for the last frames to be
 * copied, some milliseconds, instead of letting the file grow while the writer never pauses.
 */
const RESTART_FRAMES = 20_000;

// The worker's whole program, plain CommonJS, so that it runs the same from the sources and from
// the bundle. Its own connection: a PASSIVE checkpoint never waits for, nor blocks, the writer.
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true, nativeBinding: workerData.nativeBinding });
db.pragma('busy_timeout = 2000');
const passive = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const restart = db.prepare('PRAGMA wal_checkpoint(RESTART)');
const timer = setInterval(() => {
  try {
    if (passive.get().log >= workerData.restartFrames) restart.get();
  } catch (error) {
    if (!/busy|locked/i.test(String(error))) throw error;
  }
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** The driver the worker loads: a real file also when the service runs from an app.asar. */
export const checkpointWorkerModules = {
  driver: resolveWorkerModule(import.meta.url, 'better-sqlite3'),
};

/**
 * Takes the WAL checkpoints of `db` off its connection: the connection stops checkpointing at
 * commit (each one copies pages into the database file and waits for two fsyncs, on the event
 * loop), and a worker thread with its own connection checkpoints on a timer instead. Durability
 * does not change: a commit is in the WAL either way. Null for an in-memory database, or when
 * no worker can start; the connection then keeps checkpointing itself.
 */
export function startCheckpointer(db: Database): Checkpointer | null {
  if (db.memory || !db.open) return null;
  let worker: Worker;
  try {
    worker = new Worker(SOURCE, {
      eval: true,
      workerData: {
        ...checkpointWorkerModules,
        nativeBinding: sqliteNativeBinding(),
        file: db.name,
        intervalMs: INTERVAL_MS,
        restartFrames: RESTART_FRAMES,
      },
    });
  } catch {
    return null;
  }
  worker.unref();
  const defaultFrames = db.pragma('wal_autocheckpoint', { simple: true }) as number;
  const restore = (): void => {
    if (db.open) db.pragma(`wal_autocheckpoint = ${defaultFrames}`);
  };
  // A worker that dies leaves checkpoints to the connection again.
  worker.once('error', (error) => {
    restore();
    console.error('WAL checkpoint worker failed', error);
  });
  db.pragma('wal_autocheckpoint = 0');
  return {
    stop() {
      restore();
      worker.postMessage('stop');
    },
  };
}
