import { readJsonFile, writeJsonFile } from './json-file.js';

/** The part of Electron's safeStorage (OS keychain, DPAPI, libsecret) the store uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/**
 * Vault passphrases remembered for the accounts the trader chose, each encrypted with the OS
 * keychain's key (safeStorage) and kept base64 in a file of mode 0600; the plain passphrase
 * is never written. Without encryption available (no keyring on Linux) nothing is kept.
 */
export interface PassphraseStore {
  available(): boolean;
  remembered(): string[];
  remember(accountId: string, passphrase: string): void;
  /** The passphrase of an account, or null when none is remembered or it cannot be read. */
  reveal(accountId: string): string | null;
  forget(accountId: string): void;
  forgetAll(): void;
}

export function createPassphraseStore(file: string, safeStorage: SafeStorageLike): PassphraseStore {
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
    available: () => safeStorage.isEncryptionAvailable(),
    remembered: () => Object.keys(read()),
    remember(accountId, passphrase) {
      if (!safeStorage.isEncryptionAvailable()) {
        throw new Error('the OS keychain is not available to encrypt the passphrase');
      }
      const encrypted = safeStorage.encryptString(passphrase).toString('base64');
      write({ ...read(), [accountId]: encrypted });
    },
    reveal(accountId) {
      const encrypted = read()[accountId];
      if (encrypted === undefined || !safeStorage.isEncryptionAvailable()) return null;
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
