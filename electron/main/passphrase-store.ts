import { readJsonFile, writeJsonFile } from './json-file.js';

/** The part of Electron's safeStorage (OS keychain, DPAPI, libsecret) the store uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which secret store encrypts (`gnome_libsecret`, `kwallet5`, `basic_text`...). */
  getSelectedStorageBackend?(): string;
}

/** Linux secret stores that keep the key in a keyring; `basic_text` is a key built into Electron. */
const KEYRING_BACKENDS = new Set(['gnome_libsecret', 'kwallet', 'kwallet5', 'kwallet6']);

/** Why safeStorage cannot protect a passphrase here; null when it can. */
export function keychainProblem(safeStorage: SafeStorageLike, platform: string): string | null {
  if (!safeStorage.isEncryptionAvailable()) {
    return 'The OS keychain is not available here, so passphrases cannot be remembered.';
  }
  if (platform !== 'linux') return null;
  const backend = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
  if (KEYRING_BACKENDS.has(backend)) return null;
  return (
    `No keyring answers on this Linux desktop (Electron's secret store is "${backend}", a key ` +
    'anyone can read), so passphrases are not remembered: run GNOME Keyring or KWallet.'
  );
}

/**
 * Vault passphrases remembered for the accounts the trader chose, each encrypted with the OS
 * keychain's key (safeStorage) and kept base64 in a file of mode 0600; the plain passphrase
 * is never written. Without a real keychain (on Linux, a keyring rather than Electron's
 * built-in key) nothing is kept.
 */
export interface PassphraseStore {
  available(): boolean;
  /** Why passphrases cannot be remembered here, for the settings; null when they can. */
  problem(): string | null;
  remembered(): string[];
  remember(accountId: string, passphrase: string): void;
  /** The passphrase of an account, or null when none is remembered or it cannot be read. */
  reveal(accountId: string): string | null;
  forget(accountId: string): void;
  forgetAll(): void;
}

export function createPassphraseStore(
  file: string,
  safeStorage: SafeStorageLike,
  platform: string = process.platform,
): PassphraseStore {
  const problem = () => keychainProblem(safeStorage, platform);
  const read = (): Record<string, string> => {
    const saved = readJsonFile(file);
    if (typeof saved !== 'object' || saved === null) return {};
    return Object.fromEntries(
      Object.entries(saved).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  };
  const write = (entries: Record<string, string>) => writeJsonFile(file, entries, 0o600);
  return {
    available: () => problem() === null,
    problem,
    remembered: () => Object.keys(read()),
    remember(accountId, passphrase) {
      const refused = problem();
      if (refused !== null) throw new Error(refused);
      const encrypted = safeStorage.encryptString(passphrase).toString('base64');
      write({ ...read(), [accountId]: encrypted });
    },
    reveal(accountId) {
      const encrypted = read()[accountId];
      if (encrypted === undefined || problem() !== null) return null;
      try {
        return safeStorage.decryptString(Buffer.from(encrypted, 'base64'));
      } catch {
        return null;
      }
    },
    forget(accountId) {
      const { [accountId]: _dropped, ...rest } = read();
      write(rest);
    },
    forgetAll() {
      write({});
    },
  };
}
