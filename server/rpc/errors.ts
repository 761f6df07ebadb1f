import { ServiceError } from '../contract/index.js';
import type { LimitDecision } from '../limits/index.js';

/** Seconds until a limit decision's window frees capacity, at least 1. */
export const retrySeconds = (decision: LimitDecision): number =>
  Math.max(1, Math.ceil(decision.resetMs / 1000));

/** The message of a refusal by the rate limits. */
export const throttledMessage = (decision: LimitDecision): string =>
  `rate limit exceeded for ${decision.scope}; retry in ${retrySeconds(decision)} s`;

/** A refusal by the rate limits, with the decision a transport turns into its headers. */
export class ThrottledError extends ServiceError {
  constructor(readonly decision: LimitDecision) {
    super('rate_limited', throttledMessage(decision));
  }
}

/** SQLite's codes for a disk that failed; a full disk is not one: it recovers with space. */
const FAILED_DISK = /^SQLITE_(IOERR|READONLY|CORRUPT|CANTOPEN)/;

/** What SQLite's error says of the data dir's disk: full, failed, or nothing about it. */
export function diskFault(error: unknown): { kind: 'full' | 'failed'; code: string } | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (code === 'SQLITE_FULL') return { kind: 'full', code };
  return FAILED_DISK.test(code) ? { kind: 'failed', code } : null;
}

/** SQLite's codes for a disk that would not take a write: named to the caller, not hidden. */
function storageError(error: unknown): ServiceError | null {
  const fault = diskFault(error);
  if (!fault) return null;
  const { code } = fault;
  if (fault.kind === 'full') {
    return new ServiceError(
      'storage_full',
      'the disk of the data dir is full: nothing was written; free some space and retry',
    );
  }
  return new ServiceError(
    'storage_failed',
    `the disk of the data dir failed (${code}): nothing was written; check the disk and restart the service`,
  );
}

/**
 * A ServiceError as is; a disk that would not take a write is reported and named
 * (storage_full, storage_failed); anything else is a fault of the service, reported and hidden.
 */
export function asServiceError(error: unknown, report: (error: unknown) => void): ServiceError {
  if (error instanceof ServiceError) return error;
  report(error);
  const storage = storageError(error);
  if (storage) return storage;
  const internal = new ServiceError('internal', 'internal error');
  // Kept for the transport's log; never part of an answer.
  internal.cause = error;
  return internal;
}
