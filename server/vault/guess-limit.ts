import { ServiceError } from '../contract/index.js';

/** The wait after the first wrong passphrase; it doubles with each further one. */
export const FIRST_WAIT_MS = 250;
/** Long enough to make guessing slow, short enough that a typo never costs much. */
export const MAX_WAIT_MS = 4000;

export interface GuessLimit {
  /** Throws 'rate_limited', naming the wait, while the account's wait is not over. */
  check(id: string): void;
  failed(id: string): void;
  succeeded(id: string): void;
}

/** Exponential backoff of passphrase attempts, per account. */
export function createGuessLimit(now: () => number): GuessLimit {
  const state = new Map<string, { failures: number; notBefore: number }>();
  return {
    check(id) {
      const wait = (state.get(id)?.notBefore ?? 0) - now();
      if (wait > 0) {
        throw new ServiceError(
          'rate_limited',
          `wrong passphrase entered: try again in ${(wait / 1000).toFixed(2)} s`,
        );
      }
    },
    failed(id) {
      const failures = (state.get(id)?.failures ?? 0) + 1;
      const wait = Math.min(FIRST_WAIT_MS * 2 ** (failures - 1), MAX_WAIT_MS);
      state.set(id, { failures, notBefore: now() + wait });
    },
    succeeded: (id) => void state.delete(id),
  };
}
