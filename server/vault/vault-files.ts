import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { getAddress } from 'ethers/address';
import { PRIVATE_DIR_MODE, TEMP_PREFIX, writeFileAtomic } from './atomic-file.js';
import { parseKeystore, type KeystoreV3 } from './keystore.js';

// One standard keystore file per account, `<id>.json`, and the vault's settings beside them in
// `vault.json`. Names, funders and the current account live in the settings rather than under
// an extra key of each keystore: a keystore file then stays exactly what other wallets write
// (an export hands over the file as it is, with nothing private such as names in it), and
// renaming, switching or the auto-lock setting never rewrite a file that holds a key.

export interface AccountRecord {
  name: string;
  /** Checksummed; kept here so an account whose keystore is unreadable still shows which. */
  address: string;
  source: 'created' | 'private-key' | 'mnemonic' | 'keystore';
  derivationPath: string | null;
  funder: string | null;
  signatureType: 0 | 1 | 2 | 3;
  createdAt: string;
}

export interface VaultSettings {
  currentId: string | null;
  autoLockMinutes: number;
  /**
   * By account id, in the order the accounts were added. A null-prototype object: ids come from
   * callers, and `__proto__` or `constructor` must never reach Object.prototype.
   */
  accounts: Record<string, AccountRecord>;
}

/** Ids of the accounts the vault makes (randomUUID); nothing else names an account. */
export const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const DEFAULT_AUTO_LOCK_MINUTES = 15;
const SETTINGS_FILE = 'vault.json';

/** A keystore file as read from disk: parsed, or why it could not be. */
export type KeystoreRead = { ok: true; keystore: KeystoreV3 } | { ok: false; problem: string };

export interface VaultFiles {
  readonly dir: string;
  /** The settings, or defaults when there are none (or they were unreadable and set aside). */
  readSettings(): VaultSettings;
  writeSettings(settings: VaultSettings): void;
  /** The ids of the keystore files present. */
  keystoreIds(): string[];
  readKeystore(id: string): KeystoreRead;
  /** The file's text as stored (what an export hands over). */
  keystoreText(id: string): string;
  writeKeystore(id: string, keystore: KeystoreV3): void;
  removeKeystore(id: string): void;
  /** Moves an unusable keystore aside as `<id>.json.corrupt-<time>`, when there is a file. */
  setAsideKeystore(id: string, nowMs: number): void;
}

const defaults = (): VaultSettings => ({
  currentId: null,
  autoLockMinutes: DEFAULT_AUTO_LOCK_MINUTES,
  accounts: Object.create(null) as Record<string, AccountRecord>,
});

/** The stored accounts under ids the vault could have made, in a null-prototype object. */
function accountsFrom(stored: unknown): Record<string, AccountRecord> {
  const accounts = Object.create(null) as Record<string, AccountRecord>;
  if (typeof stored !== 'object' || stored === null) return accounts;
  for (const [id, account] of Object.entries(stored)) {
    if (ACCOUNT_ID.test(id) && typeof account === 'object' && account !== null) {
      accounts[id] = account as AccountRecord;
    }
  }
  return accounts;
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : 'unknown');

/** Opens (creating it with mode 0700) `<dataDir>/accounts`. */
export function openVaultFiles(dataDir: string): VaultFiles {
  const dir = join(dataDir, 'accounts');
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // mkdir's mode is masked by the umask and ignored when the directory already existed.
  chmodSync(dir, PRIVATE_DIR_MODE);
  // A temporary file left by a crash mid-write: the target still holds the previous version.
  for (const name of readdirSync(dir)) {
    if (name.startsWith(TEMP_PREFIX)) rmSync(join(dir, name), { force: true });
  }
  const keystorePath = (id: string): string => join(dir, `${id}.json`);
  const settingsPath = join(dir, SETTINGS_FILE);

  return {
    dir,

    readSettings() {
      let text: string;
      try {
        text = readFileSync(settingsPath, 'utf8');
      } catch {
        return defaults();
      }
      try {
        const parsed = JSON.parse(text) as Partial<VaultSettings>;
        return {
          currentId: typeof parsed.currentId === 'string' ? parsed.currentId : null,
          autoLockMinutes:
            Number.isInteger(parsed.autoLockMinutes) && (parsed.autoLockMinutes ?? -1) >= 0
              ? (parsed.autoLockMinutes as number)
              : DEFAULT_AUTO_LOCK_MINUTES,
          accounts: accountsFrom(parsed.accounts),
        };
      } catch {
        // Kept for inspection; the keystores, not this file, hold the keys.
        renameSync(settingsPath, `${settingsPath}.unreadable-${Date.now()}`);
        return defaults();
      }
    },

    writeSettings: (settings) =>
      writeFileAtomic(settingsPath, JSON.stringify({ version: 1, ...settings }, null, 2) + '\n'),

    keystoreIds() {
      const ids: string[] = [];
      for (const name of readdirSync(dir)) {
        if (name.startsWith(TEMP_PREFIX)) continue;
        const id = name.replace(/\.json$/, '');
        if (id !== name && ACCOUNT_ID.test(id)) ids.push(id);
      }
      return ids;
    },

    readKeystore(id) {
      let text: string;
      try {
        text = readFileSync(keystorePath(id), 'utf8');
      } catch (error) {
        return { ok: false, problem: `keystore file cannot be read (${describe(error)})` };
      }
      try {
        return { ok: true, keystore: parseKeystore(text) };
      } catch (error) {
        return { ok: false, problem: `keystore file is corrupt (${describe(error)})` };
      }
    },

    keystoreText: (id) => readFileSync(keystorePath(id), 'utf8'),

    writeKeystore: (id, keystore) =>
      writeFileAtomic(keystorePath(id), JSON.stringify(keystore) + '\n'),

    removeKeystore: (id) => rmSync(keystorePath(id), { force: true }),

    setAsideKeystore(id, nowMs) {
      if (existsSync(keystorePath(id))) {
        renameSync(keystorePath(id), `${keystorePath(id)}.corrupt-${nowMs}`);
      }
    },
  };
}

/** Settings for a keystore found without any (a crash between the two writes, or by hand). */
export function orphanRecord(id: string, read: KeystoreRead): AccountRecord {
  const hex = read.ok ? read.keystore.address : undefined;
  const address = hex ? getAddress('0x' + hex) : '';
  return {
    name: hex ? `Account 0x${hex.slice(0, 6)}` : `Account ${id.slice(0, 8)}`,
    address,
    source: 'keystore',
    derivationPath: null,
    funder: null,
    signatureType: 0,
    createdAt: new Date().toISOString(),
  };
}
