import { getAddress } from 'ethers/address';
import {
  badParameter,
  DEFAULT_DERIVATION_PATH,
  ServiceError,
  type VaultAccount,
  type VaultStatus,
} from '../contract/index.js';
import { keyAtPath, mnemonicAddresses, newMnemonic } from './hd-wallet.js';
import { addressOfKey, isPrivateKey, privateKeyBytes } from './key-pair.js';
import {
  decryptKeystore,
  MalformedKeystoreError,
  parseKeystore,
  WrongPassphraseError,
  type KeystoreV3,
} from './keystore.js';
import type { AccountRecord, VaultFiles, VaultSettings } from './vault-files.js';

/** Adding, exporting, renaming and removing accounts; the vault adds lock state and signing. */
export interface AccountOps {
  /** A new wallet from a new 12-word mnemonic, at m/44'/60'/0'/0/0; the mnemonic is shown once. */
  create(name: string, passphrase: string): Promise<{ account: VaultAccount; mnemonic: string }>;
  importPrivateKey(name: string, privateKey: string, passphrase: string): Promise<VaultAccount>;
  importMnemonic(
    name: string,
    mnemonic: string,
    path: string | undefined,
    passphrase: string,
  ): Promise<VaultAccount>;
  mnemonicAddresses(
    mnemonic: string,
    path?: string,
    count?: number,
  ): { path: string; address: string }[];
  /** A v3 keystore of another wallet; its passphrase becomes the account's. */
  importKeystore(name: string, keystore: string, passphrase: string): Promise<VaultAccount>;
  /** The stored keystore file, once the passphrase is entered again. */
  exportKeystore(id: string, passphrase: string): Promise<{ fileName: string; keystore: string }>;
  rename(id: string, name: string): VaultAccount;
  /**
   * Deletes an account, its passphrase confirming. One whose keystore is missing or unreadable
   * goes without: its file (if any) is kept aside as `<id>.json.corrupt-<time>`.
   */
  remove(id: string, passphrase: string): Promise<VaultStatus>;
  setFunder(id: string, funder: string | null, signatureType: 0 | 1 | 2 | 3): VaultAccount;
}

export interface AccountDeps {
  files: VaultFiles;
  settings: VaultSettings;
  problems: Map<string, string>;
  scryptN: number | undefined;
  now: () => number;
  serial: <T>(task: () => Promise<T>) => Promise<T>;
  save(): void;
  changed(): VaultStatus;
  view(id: string): VaultAccount;
  record(id: string): AccountRecord;
  openKey(id: string, passphrase: string): Promise<Buffer>;
  status(): VaultStatus;
  onRemoved(id: string): void;
  encrypt(key: Buffer, passphrase: string): Promise<KeystoreV3>;
  newId(): string;
}

/** The shortest passphrase a keystore of this vault is written with. */
const MIN_PASSPHRASE_LENGTH = 8;

export const wrongPassphrase = (): ServiceError =>
  new ServiceError('unauthenticated', 'wrong passphrase');

const checkName = (name: string): string => {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > 64)
    throw badParameter('name', 'must be 1-64 characters');
  return trimmed;
};

export function createAccountOps(deps: AccountDeps): AccountOps {
  const { files, settings } = deps;

  /** Stores a key as a new account: keystore first, then the settings that name it. */
  async function add(
    key: Buffer,
    fields: Pick<AccountRecord, 'name' | 'source' | 'derivationPath'>,
    passphrase: string,
  ): Promise<VaultAccount> {
    try {
      const name = checkName(fields.name);
      const address = addressOfKey(key);
      const existing = Object.values(settings.accounts).find(
        (account) => account.address.toLowerCase() === address.toLowerCase(),
      );
      if (existing) throw badParameter('key', `is already in the vault as "${existing.name}"`);
      const keystore = await deps.encrypt(key, passphrase);
      const id = deps.newId();
      files.writeKeystore(id, keystore);
      settings.accounts[id] = {
        ...fields,
        name,
        address,
        funder: null,
        signatureType: 0,
        createdAt: new Date(deps.now()).toISOString(),
      };
      settings.currentId ??= id;
      deps.save();
      deps.changed();
      return deps.view(id);
    } finally {
      key.fill(0);
    }
  }

  return {
    create: (name, passphrase) =>
      deps.serial(async () => {
        const mnemonic = newMnemonic();
        const account = await add(
          keyAtPath(mnemonic),
          { name, source: 'created', derivationPath: DEFAULT_DERIVATION_PATH },
          passphrase,
        );
        return { account, mnemonic };
      }),

    importPrivateKey: (name, privateKey, passphrase) =>
      deps.serial(async () => {
        const key = privateKeyBytes(privateKey);
        if (!key) throw badParameter('privateKey', 'must be a 32-byte hex secp256k1 private key');
        return add(key, { name, source: 'private-key', derivationPath: null }, passphrase);
      }),

    importMnemonic: (name, mnemonic, path = DEFAULT_DERIVATION_PATH, passphrase) =>
      deps.serial(async () =>
        add(
          keyAtPath(mnemonic, path),
          { name, source: 'mnemonic', derivationPath: path },
          passphrase,
        ),
      ),

    mnemonicAddresses: (mnemonic, path, count) => mnemonicAddresses(mnemonic, path, count),

    importKeystore: (name, text, passphrase) =>
      deps.serial(async () => {
        if (passphrase.length < MIN_PASSPHRASE_LENGTH) {
          throw badParameter(
            'passphrase',
            `must be at least ${MIN_PASSPHRASE_LENGTH} characters: it also protects the key here`,
          );
        }
        let key: Buffer;
        try {
          key = await decryptKeystore(parseKeystore(text), passphrase);
        } catch (error) {
          if (error instanceof MalformedKeystoreError)
            throw badParameter('keystore', error.message);
          if (error instanceof WrongPassphraseError) {
            throw wrongPassphrase();
          }
          throw error;
        }
        if (!isPrivateKey(key)) {
          key.fill(0);
          throw badParameter('keystore', 'does not hold a valid secp256k1 private key');
        }
        // Re-encrypted with this vault's scrypt cost rather than kept with whatever KDF it had.
        return add(key, { name, source: 'keystore', derivationPath: null }, passphrase);
      }),

    exportKeystore: (id, passphrase) =>
      deps.serial(async () => {
        (await deps.openKey(id, passphrase)).fill(0);
        const { address } = deps.record(id);
        const stamp = new Date(deps.now()).toISOString().replace(/:/g, '-');
        return {
          fileName: `UTC--${stamp}--${address.slice(2).toLowerCase()}.json`,
          keystore: files.keystoreText(id),
        };
      }),

    rename(id, name) {
      deps.record(id).name = checkName(name);
      deps.save();
      deps.changed();
      return deps.view(id);
    },

    remove: (id, passphrase) =>
      deps.serial(async () => {
        deps.record(id);
        let usable = files.readKeystore(id).ok;
        if (usable) {
          try {
            (await deps.openKey(id, passphrase)).fill(0);
          } catch (error) {
            // The passphrase opened it but it holds no usable key (or another account's).
            if (!(error instanceof ServiceError && error.code === 'unavailable')) throw error;
            usable = false;
          }
        }
        deps.onRemoved(id);
        delete settings.accounts[id];
        if (settings.currentId === id)
          settings.currentId = Object.keys(settings.accounts)[0] ?? null;
        deps.save();
        if (usable) files.removeKeystore(id);
        else files.setAsideKeystore(id, deps.now());
        deps.problems.delete(id);
        return deps.changed();
      }),

    setFunder(id, funder, signatureType) {
      const account = deps.record(id);
      if (signatureType === 0) {
        if (funder !== null) throw badParameter('funder', 'must be null for signatureType 0');
      } else {
        if (funder === null)
          throw badParameter('funder', `is required for signatureType ${signatureType}`);
        if (!/^0x[0-9a-fA-F]{40}$/.test(funder)) throw badParameter('funder', 'must be an address');
        if (funder.toLowerCase() === account.address.toLowerCase()) {
          throw badParameter('funder', "must differ from the account's own address");
        }
      }
      account.funder = funder === null ? null : getAddress(funder.toLowerCase());
      account.signatureType = signatureType;
      deps.save();
      deps.changed();
      return deps.view(id);
    },
  };
}
