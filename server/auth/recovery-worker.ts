import { Worker } from 'node:worker_threads';
import { resolveWorkerModule } from '../storage/index.js';
import { KECCAK_MODULE } from './keccak.js';

/** A canonical (r, s, v) signature of a 32-byte digest whose signer is wanted. */
export interface RecoveryJob {
  digest: Uint8Array;
  signature: Uint8Array;
}

/** Per job: the signer's 20-byte address, null when none, undefined when the worker failed. */
export type RecoveredSigner = Uint8Array | null | undefined;

const DIGEST = 32;
const SIGNATURE = 65;
const JOB = DIGEST + SIGNATURE;
const ADDRESS = 20;

// The worker's whole program, plain CommonJS, so that it runs the same from the sources and from
// the bundle: per message a batch of public keys recovered and hashed into addresses (the last
// 20 bytes of the key's keccak256, as address.ts). An address of zeros means no signer.
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const secp256k1 = require(workerData.secp256k1);
const ready = require(workerData.hashWasm).createKeccak(256);
parentPort.on('message', async ({ id, jobs }) => {
  const keccak = await ready;
  const input = new Uint8Array(jobs);
  const count = input.length / ${JOB};
  const signers = new Uint8Array(count * ${ADDRESS});
  for (let i = 0; i < count; i++) {
    const job = input.subarray(i * ${JOB}, (i + 1) * ${JOB});
    const signature = job.subarray(${DIGEST}, ${DIGEST + 64});
    try {
      const key = secp256k1.ecdsaRecover(signature, job[${JOB - 1}] - 27, job.subarray(0, ${DIGEST}), false);
      const hash = keccak.init().update(key.subarray(1)).digest('binary');
      signers.set(hash.subarray(12), i * ${ADDRESS});
    } catch {}
  }
  parentPort.postMessage({ id, signers: signers.buffer }, [signers.buffer]);
});
`;

interface Call {
  jobs: readonly RecoveryJob[];
  resolve(signers: RecoveredSigner[]): void;
}

/** The modules the worker loads: real files also when the service runs from an app.asar. */
export const recoveryWorkerModules = {
  secp256k1: resolveWorkerModule(import.meta.url, 'secp256k1/bindings'),
  hashWasm: resolveWorkerModule(import.meta.url, KECCAK_MODULE),
};
let worker: Worker | null = null;
let queued: Call[] = [];
let queuedJobs = 0;
let sending = false;
let nextId = 1;
const waiting = new Map<number, Call[]>();

/** Answers undefined for every job: the callers recover them themselves. */
const fail = (calls: readonly Call[]): void => {
  for (const call of calls) call.resolve(call.jobs.map(() => undefined));
};

function answer(id: number, buffer: ArrayBuffer): void {
  const calls = waiting.get(id);
  if (!calls) return;
  waiting.delete(id);
  if (waiting.size === 0) worker?.unref();
  const signers = new Uint8Array(buffer);
  let at = 0;
  for (const call of calls) {
    call.resolve(
      call.jobs.map(() => {
        const signer = signers.subarray(at * ADDRESS, ++at * ADDRESS);
        return signer.some((byte) => byte !== 0) ? signer : null;
      }),
    );
  }
}

function start(): Worker {
  const started = new Worker(SOURCE, { eval: true, workerData: recoveryWorkerModules });
  started.on('message', ({ id, signers }: { id: number; signers: ArrayBuffer }) =>
    answer(id, signers),
  );
  const stop = (): void => {
    if (worker === started) worker = null;
    for (const calls of waiting.values()) fail(calls);
    waiting.clear();
  };
  started.on('error', stop);
  started.on('exit', stop);
  return started;
}

/**
 * Fewer jobs than this in a turn are left to the caller: handing them over (a message, the
 * worker woken, its answer) costs the event loop more than recovering them in place does. The
 * rest of a turn that already handed a part over goes to the worker whatever its size.
 */
const WORKER_MIN_JOBS = 4;

/**
 * A turn that reads many orders hands them over in parts of at least this many (a POST /orders
 * call is never split), as they come: the worker recovers the first part while the event loop
 * still reads the rest. Sending a busy turn's jobs in one message at its end left the loop idle
 * until the worker had recovered all of them, which under load made the service alternate
 * between reading and waiting; parts keep both busy (docs/benchmarks.md has the figure).
 */
const PART_JOBS = 16;

/** A part went to the worker during this turn: the worker is awake for the rest. */
let partSent = false;

/** Sends what is queued: a part during the turn, or what is left at the end of it. */
function send(endOfTurn: boolean): void {
  const calls = queued;
  const count = queuedJobs;
  queued = [];
  queuedJobs = 0;
  const afterPart = partSent;
  partSent = !endOfTurn;
  if (count === 0) return;
  if (count < WORKER_MIN_JOBS && !afterPart) {
    fail(calls);
    return;
  }
  const packed = new Uint8Array(count * JOB);
  let at = 0;
  for (const call of calls) {
    for (const job of call.jobs) {
      packed.set(job.digest, at);
      packed.set(job.signature, at + DIGEST);
      at += JOB;
    }
  }
  const id = nextId++;
  try {
    worker ??= start();
    waiting.set(id, calls);
    worker.ref();
    worker.postMessage({ id, jobs: packed.buffer }, [packed.buffer]);
  } catch {
    waiting.delete(id);
    if (waiting.size === 0) worker?.unref();
    fail(calls);
  }
}

const endTurn = (): void => {
  sending = false;
  send(true);
};

/**
 * Recovers signers on a worker thread, off the event loop: the jobs of one turn of the loop
 * travel together in one message (in parts of PART_JOBS when there are more), so their answers
 * come back together too. Never rejects; a worker that fails answers undefined for its jobs,
 * which the caller then recovers itself, and so does a turn with too few jobs to be worth the
 * hand-over (WORKER_MIN_JOBS).
 */
export function recoverOnWorker(jobs: readonly RecoveryJob[]): Promise<RecoveredSigner[]> {
  if (jobs.length === 0) return Promise.resolve([]);
  return new Promise((resolve) => {
    queued.push({ jobs, resolve });
    queuedJobs += jobs.length;
    if (queuedJobs >= PART_JOBS) send(false);
    if (!sending) {
      sending = true;
      setImmediate(endTurn);
    }
  });
}
