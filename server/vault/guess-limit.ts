import { existsSync, readFileSync } from 'node:fs';
import { ServiceError } from '../contract/index.js';
import { writeFileAtomic } from './atomic-file.js';

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

interface Guesses {
  failures: number;
  /** Wall-clock milliseconds before which the account takes no attempt. */
  notBefore: number;
}

/** Where the failures are kept across restarts; without one they live as long as the service. */
export interface GuessStore {
  load(): Map<string, Guesses>;
  save(state: ReadonlyMap<string, Guesses>): void;
}

const isGuesses = (value: unknown): value is Guesses =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as Guesses).failures) &&
  Number.isFinite((value as Guesses).notBefore);

/**
 * The failures in a file of the vault's folder (0600, written atomically), so restarting the
 * service does not start a guesser's backoff over. An unreadable file counts as none.
 */
export function fileGuessStore(path: string): GuessStore {
  return {
    load() {
      const state = new Map<string, Guesses>();
      if (!existsSync(path)) return state;
      try {
        const stored = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
        for (const [id, guesses] of Object.entries(stored)) {
          if (isGuesses(guesses)) state.set(id, guesses);
        }
      } catch {
        return state;
      }
      return state;
    },
    save(state) {
      writeFileAtomic(path, `${JSON.stringify(Object.fromEntries(state))}\n`);
    },
  };
}

/** Exponential backoff of passphrase attempts, per account. */
export function createGuessLimit(now: () => number, store?: GuessStore): GuessLimit {
  const state = store?.load() ?? new Map<string, Guesses>();
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
      store?.save(state);
    },
    succeeded(id) {
      if (state.delete(id)) store?.save(state);
    },
  };
}
