import { diskFault } from '../rpc/index.js';

/** The exit status of a service stopped by a failed disk (EX_TEMPFAIL: its supervisor retries). */
export const STORAGE_FAILED_EXIT = 75;

/** Failures within the window after which the service cannot go on. */
const FAILURES_TO_STOP = 3;
const WINDOW_MS = 10_000;

/**
 * The faults the dispatcher reports, watched for a disk that has failed: each is answered 503
 * naming it, but a data dir whose files cannot be written (a file system remounted read-only
 * after disk errors) soon ends the process with SIGBUS when SQLite touches its shared memory.
 * After three failures within ten seconds `stop` is told why, once, while it can still say so.
 */
export function watchStorage(
  stop: (reason: string) => void,
  now: () => number = Date.now,
): (error: unknown) => void {
  let failures: number[] = [];
  let stopped = false;
  return (error) => {
    const fault = diskFault(error);
    if (stopped || fault?.kind !== 'failed') return;
    const at = now();
    failures = [...failures.filter((seen) => at - seen < WINDOW_MS), at];
    if (failures.length < FAILURES_TO_STOP) return;
    stopped = true;
    stop(
      `the disk of the data dir failed ${failures.length} times in ${WINDOW_MS / 1000} s ` +
        `(last: ${fault.code}: ${(error as Error).message}); nothing acknowledged was lost`,
    );
  };
}
