import { randomUUID } from 'node:crypto';
import type { ApiCredentials, ApiKeyIdentity, Auth } from '../auth/index.js';
import {
  badParameter,
  notFound,
  ServiceError,
  type VaultAccount,
  type VaultStatus,
} from '../contract/index.js';
import { newScriptApiKey, terminalApiKey } from './api-keys.js';
import { createGuessLimit, fileGuessStore } from './guess-limit.js';
import { createIdleLock } from './idle-lock.js';
import {
  decryptKeystore,
  encryptKeystore,
  WrongPassphraseError,
  type KeystoreV3,
} from './keystore.js';
import { addressOfKey, isPrivateKey } from './key-pair.js';
import {
  createVaultSigner,
  makerOf,
  signL1Headers,
  type CurrentAccount,
  type VaultSigner,
} from './vault-signer.js';
import {
  ACCOUNT_ID,
  openVaultFiles,
  orphanRecord,
  type AccountRecord,
  type VaultSettings,
} from './vault-files.js';
import { createAccountOps, wrongPassphrase, type AccountOps } from './account-ops.js';

export interface VaultOptions {
  /** The service's data dir; keystores go to `<dataDir>/accounts/`. */
  dataDir: string;
  /** The auth module: order hashing, L1 verification and the API credential store. */
  auth: Auth;
  /** scrypt N of new keystores; only tests pass less than the default 131072. */
  scryptN?: number;
  /** Clock, Unix ms. */
  now?: () => number;
}

export interface Vault extends AccountOps {
  status(): VaultStatus;
  /** Makes the account current; locks the previous one. */
  select(id: string): VaultStatus;
  /** Unlocks the current account, or the one named (which becomes current). */
  unlock(passphrase: string, id?: string): Promise<VaultStatus>;
  lock(): VaultStatus;
  setAutoLock(minutes: number): VaultStatus;
  /**
   * The current account's signer; ServiceError 'locked' when there is none unlocked. Counts as
   * activity for the auto-lock, as every signature does: for signing and the user's actions.
   */
  signer(): VaultSigner;
  /**
   * The unlocked current account's addresses and signature type, without its key; 'locked' as
   * signer(). Not activity: reads and feed events use it, so they never postpone the auto-lock.
   */
  current(): CurrentAccount;
  /** New API credentials of the current account for scripts (the secret is answered once). */
  createApiKey(): ApiCredentials;
  /** The current account's API keys. */
  apiKeys(): string[];
  /** Called after every change of accounts, selection or lock state; returns unsubscribe. */
  onChange(listener: (status: VaultStatus) => void): () => void;
  /** Locks and stops the idle timer (service shutdown). */
  close(): void;
}

interface Unlocked {
  id: string;
  key: Buffer;
  identity: ApiKeyIdentity | null;
}

export function createVault(options: VaultOptions): Vault {
  const { auth } = options;
  const now = options.now ?? Date.now;
  const files = openVaultFiles(options.dataDir);
  const settings: VaultSettings = files.readSettings();
  /** Why an account's keystore cannot be used, by id; absent when it reads fine. */
  const problems = new Map<string, string>();
  const listeners = new Set<(status: VaultStatus) => void>();
  let unlocked: Unlocked | null = null;
  /**
   * Moves on every lock, selection and close. An unlock that awaited scrypt across a move drops
   * its key: the user's later lock or choice of account wins.
   */
  let generation = 0;
  let closed = false;

  const present = files.keystoreIds();
  for (const id of present) {
    const read = files.readKeystore(id);
    if (!read.ok) problems.set(id, read.problem);
    // A keystore without settings (a crash between the two writes, or a file put there by hand).
    if (!Object.hasOwn(settings.accounts, id)) settings.accounts[id] = orphanRecord(id, read);
  }
  for (const id of Object.keys(settings.accounts)) {
    if (!present.includes(id)) problems.set(id, 'keystore file is missing');
  }
  if (settings.currentId !== null && !Object.hasOwn(settings.accounts, settings.currentId)) {
    settings.currentId = Object.keys(settings.accounts)[0] ?? null;
  }

  const idle = createIdleLock(
    () => settings.autoLockMinutes,
    () => dropKey(),
    now,
  );

  const record = (id: string): AccountRecord => {
    // Own properties only: an id such as `constructor` must not find Object.prototype's.
    if (!ACCOUNT_ID.test(id) || !Object.hasOwn(settings.accounts, id)) {
      throw notFound(`account ${id}`);
    }
    return settings.accounts[id] as AccountRecord;
  };

  const view = (id: string): VaultAccount => {
    const { name, address, source, derivationPath, funder, signatureType, createdAt } = record(id);
    const account: VaultAccount = {
      id,
      name,
      address,
      source,
      derivationPath,
      funder,
      signatureType,
      createdAt,
    };
    const problem = problems.get(id);
    if (problem !== undefined) account.problem = problem;
    return account;
  };

  const status = (): VaultStatus => {
    const deadline = unlocked ? idle.deadline() : null;
    return {
      accounts: Object.keys(settings.accounts).map(view),
      currentId: settings.currentId,
      unlocked: unlocked !== null,
      autoLockMinutes: settings.autoLockMinutes,
      locksAt: deadline === null ? null : new Date(deadline).toISOString(),
    };
  };

  const changed = (): VaultStatus => {
    const current = status();
    for (const listener of listeners) listener(current);
    return current;
  };

  const save = (): void => files.writeSettings(settings);

  /** Forgets the key; the idle timer's lock, which leaves an unlock in progress alone. */
  function dropKey(): void {
    idle.stop();
    if (!unlocked) return;
    unlocked.key.fill(0);
    unlocked = null;
    changed();
  }

  /** A lock the user (or shutdown, or a new selection) asked for: it also voids any unlock. */
  function lockNow(): void {
    generation += 1;
    dropKey();
  }

  /** The keystore of an account, or a clear error naming the account when it is unreadable. */
  const keystoreOf = (id: string): KeystoreV3 => {
    const { name } = record(id);
    const read = files.readKeystore(id);
    if (read.ok) {
      problems.delete(id);
      return read.keystore;
    }
    problems.set(id, read.problem);
    throw new ServiceError('unavailable', `account "${name}" (${id}): ${read.problem}`);
  };

  // Kept across restarts: restarting the service must not start a guesser's backoff over.
  const guesses = createGuessLimit(now, fileGuessStore(`${files.dir}/passphrase-guesses.json`));

  /**
   * The account's private key; wrong passphrase → 'unauthenticated', nothing changed, and the
   * next attempt on that account must wait ('rate_limited' until then).
   */
  const openKey = async (id: string, passphrase: string): Promise<Buffer> => {
    const keystore = keystoreOf(id);
    guesses.check(id);
    let key: Buffer;
    try {
      key = await decryptKeystore(keystore, passphrase);
    } catch (error) {
      if (error instanceof WrongPassphraseError) {
        guesses.failed(id);
        throw wrongPassphrase();
      }
      throw error;
    }
    guesses.succeeded(id);
    const account = record(id);
    if (!isPrivateKey(key)) {
      key.fill(0);
      throw new ServiceError(
        'unavailable',
        `account "${account.name}" (${id}): the keystore does not hold a valid private key`,
      );
    }
    if (account.address === '') {
      // An orphan keystore that did not record its address: now known.
      account.address = addressOfKey(key);
      save();
    }
    if (addressOfKey(key) !== account.address) {
      key.fill(0);
      throw new ServiceError(
        'unavailable',
        `account "${account.name}" (${id}): the keystore holds a different key`,
      );
    }
    return key;
  };

  // Passphrase checks await scrypt: changes run one at a time so two never interleave.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const unlockedKey = (id: string): Buffer => {
    if (!unlocked || unlocked.id !== id || settings.currentId !== id) {
      throw new ServiceError('locked', 'the vault is locked: unlock the account');
    }
    return unlocked.key;
  };

  const currentKey = (id: string): Buffer => {
    const key = unlockedKey(id);
    idle.touch();
    return key;
  };

  const currentId = (): string => {
    const id = settings.currentId;
    if (id === null) throw new ServiceError('locked', 'the vault holds no account yet');
    return id;
  };

  const l1Signer = (id: string) => (nonce: number, timestampSeconds: number) =>
    signL1Headers(auth.config.chainId, record(id).address, currentKey(id), nonce, timestampSeconds);

  const nowSeconds = (): number => Math.floor(now() / 1000);

  const current = (): CurrentAccount => {
    const id = currentId();
    unlockedKey(id);
    const { address, funder, signatureType } = record(id);
    return { address, funder, signatureType, maker: makerOf({ address, funder, signatureType }) };
  };

  const signer = (): VaultSigner => {
    const id = currentId();
    currentKey(id);
    const { address, funder, signatureType } = record(id);
    return createVaultSigner(
      { address, funder, signatureType },
      {
        auth,
        key: () => currentKey(id),
        nowMs: now,
        apiIdentity() {
          currentKey(id);
          const session = unlocked as Unlocked;
          session.identity ??= terminalApiKey(auth, l1Signer(id), nowSeconds());
          return session.identity;
        },
      },
    );
  };

  const accounts = createAccountOps({
    files,
    settings,
    problems,
    scryptN: options.scryptN,
    now,
    serial,
    save,
    changed,
    view,
    record,
    openKey,
    status,
    onRemoved(id) {
      if (unlocked?.id === id) lockNow();
    },
    encrypt: (key, passphrase) =>
      encryptKeystore(key, passphrase, { address: addressOfKey(key), scryptN: options.scryptN }),
    newId: randomUUID,
  });

  return {
    ...accounts,
    status,

    select(id) {
      record(id);
      if (settings.currentId === id) {
        // Still voids an unlock of another account in progress: this choice came later.
        generation += 1;
        return status();
      }
      lockNow();
      settings.currentId = id;
      save();
      return changed();
    },

    unlock(passphrase, id) {
      // Taken now, not when the queue reaches this task: a lock right after the call wins.
      const started = generation;
      return serial(async () => {
        const target = id ?? settings.currentId;
        if (target === null) throw new ServiceError('not_found', 'the vault holds no account yet');
        const key = await openKey(target, passphrase);
        if (closed || generation !== started) {
          key.fill(0);
          throw new ServiceError(
            'locked',
            'the vault was locked or another account chosen while unlocking',
          );
        }
        if (unlocked) unlocked.key.fill(0);
        unlocked = { id: target, key, identity: null };
        if (settings.currentId !== target) {
          settings.currentId = target;
          save();
        }
        idle.touch();
        return changed();
      });
    },

    lock() {
      lockNow();
      return status();
    },

    setAutoLock(minutes) {
      if (!Number.isInteger(minutes) || minutes < 0 || minutes > 1440) {
        throw badParameter('minutes', 'must be an integer from 0 to 1440');
      }
      settings.autoLockMinutes = minutes;
      save();
      if (unlocked) idle.touch();
      return changed();
    },

    signer,
    current,

    createApiKey() {
      // signer() throws 'locked' unless the current account is unlocked.
      signer();
      return newScriptApiKey(auth, l1Signer(settings.currentId as string), nowSeconds());
    },

    apiKeys() {
      const { address } = signer();
      return auth.credentials.list(address);
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    close() {
      closed = true;
      lockNow();
      listeners.clear();
    },
  };
}
