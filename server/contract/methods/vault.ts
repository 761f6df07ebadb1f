import { Type, type Static } from 'typebox';
import { defineMethod } from './define.js';

// The key vault (server/vault): the renderer's channel only (auth `session`). No method ever
// answers a private key or a mnemonic in clear, except the new wallet's mnemonic, shown once
// at creation so the trader can write it down.

const Passphrase = Type.String({
  minLength: 8,
  maxLength: 1024,
  description: 'keystore passphrase',
});
/** The vault's ids are UUIDs (lower-case hex); nothing else can name an account. */
const AccountId = Type.String({
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  description: 'vault account id',
});
const AccountName = Type.String({ minLength: 1, maxLength: 64 });
const Address = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' });
/** BIP-32 path, e.g. m/44'/60'/0'/0/0 (the default of Ethereum wallets). */
const DerivationPath = Type.String({ pattern: "^m(/[0-9]{1,10}'?){1,10}$", maxLength: 100 });
export const DEFAULT_DERIVATION_PATH = "m/44'/60'/0'/0/0";

/** signatureType of the orders: 0 EOA pays itself; 1 proxy, 2 safe, 3 deposit wallet: the funder. */
export const SignatureType = Type.Union([
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
]);

export const VaultAccount = Type.Object({
  id: AccountId,
  name: Type.String(),
  /** Checksummed signer address. */
  address: Type.String(),
  source: Type.Union([
    Type.Literal('created'),
    Type.Literal('private-key'),
    Type.Literal('mnemonic'),
    Type.Literal('keystore'),
  ]),
  /** Set for accounts made from a mnemonic (created or imported). */
  derivationPath: Type.Union([Type.String(), Type.Null()]),
  /** The wallet that pays for signature types 1-3; null: the signer pays (type 0). */
  funder: Type.Union([Type.String(), Type.Null()]),
  signatureType: SignatureType,
  createdAt: Type.String(),
  /** Set when the account's keystore file cannot be read: it cannot be unlocked until fixed. */
  problem: Type.Optional(Type.String()),
});
export type VaultAccount = Static<typeof VaultAccount>;

export const VaultStatus = Type.Object({
  accounts: Type.Array(VaultAccount),
  /** The selected account, or null when the vault holds none. */
  currentId: Type.Union([AccountId, Type.Null()]),
  /** Whether the current account's key is unlocked (decrypted in the service's memory). */
  unlocked: Type.Boolean(),
  /** Idle minutes before the vault locks itself; 0: never. */
  autoLockMinutes: Type.Integer({ minimum: 0, maximum: 1440 }),
  /** When it will lock if nothing happens, ISO 8601; null when locked or never. */
  locksAt: Type.Union([Type.String(), Type.Null()]),
});
export type VaultStatus = Static<typeof VaultStatus>;

// `unauthenticated`: a wrong passphrase; `unavailable`: the account's keystore file is unreadable.
const errors = ['invalid_input', 'not_found', 'unauthenticated', 'unavailable'] as const;
const vault = { auth: 'session', limits: [], errors } as const;

export const vaultMethods = {
  status: defineMethod({
    ...vault,
    name: 'vault.status',
    summary: 'Accounts, the current one, and whether it is unlocked',
    input: Type.Object({}),
    output: VaultStatus,
  }),
  create: defineMethod({
    ...vault,
    name: 'vault.create',
    summary: 'Create a wallet from a new BIP-39 mnemonic; the mnemonic is answered once',
    input: Type.Object({ name: AccountName, passphrase: Passphrase }),
    output: Type.Object({ account: VaultAccount, mnemonic: Type.String() }),
  }),
  importPrivateKey: defineMethod({
    ...vault,
    name: 'vault.importPrivateKey',
    summary: 'Import a hex private key',
    input: Type.Object({
      name: AccountName,
      privateKey: Type.String({ maxLength: 200 }),
      passphrase: Passphrase,
    }),
    output: VaultAccount,
  }),
  mnemonicAddresses: defineMethod({
    ...vault,
    name: 'vault.mnemonicAddresses',
    summary: 'The addresses a mnemonic gives at consecutive indexes of a path, to choose one',
    input: Type.Object({
      mnemonic: Type.String({ maxLength: 1000 }),
      /** Path of the first address; the last index is counted up. */
      path: Type.Optional(DerivationPath),
      count: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
    }),
    output: Type.Array(Type.Object({ path: Type.String(), address: Type.String() })),
  }),
  importMnemonic: defineMethod({
    ...vault,
    name: 'vault.importMnemonic',
    summary: 'Import the account at a derivation path of a BIP-39 mnemonic',
    input: Type.Object({
      name: AccountName,
      mnemonic: Type.String({ maxLength: 1000 }),
      path: Type.Optional(DerivationPath),
      passphrase: Passphrase,
    }),
    output: VaultAccount,
  }),
  importKeystore: defineMethod({
    ...vault,
    name: 'vault.importKeystore',
    summary: 'Import a Web3 Secret Storage v3 keystore from another wallet',
    input: Type.Object({
      name: AccountName,
      keystore: Type.String({ maxLength: 100_000, description: 'the keystore JSON text' }),
      /** The passphrase the keystore was written with; it becomes this account's passphrase. */
      passphrase: Type.String({ minLength: 1, maxLength: 1024 }),
    }),
    output: VaultAccount,
  }),
  exportKeystore: defineMethod({
    ...vault,
    name: 'vault.exportKeystore',
    summary: "The account's encrypted keystore JSON, after the passphrase is entered again",
    input: Type.Object({ id: AccountId, passphrase: Type.String({ maxLength: 1024 }) }),
    output: Type.Object({ fileName: Type.String(), keystore: Type.String() }),
  }),
  rename: defineMethod({
    ...vault,
    name: 'vault.rename',
    summary: 'Rename an account',
    input: Type.Object({ id: AccountId, name: AccountName }),
    output: VaultAccount,
  }),
  remove: defineMethod({
    ...vault,
    name: 'vault.remove',
    summary: 'Delete an account (its passphrase confirms)',
    input: Type.Object({ id: AccountId, passphrase: Type.String({ maxLength: 1024 }) }),
    output: VaultStatus,
  }),
  select: defineMethod({
    ...vault,
    name: 'vault.select',
    summary: 'Make an account current (locks the previous one)',
    input: Type.Object({ id: AccountId }),
    output: VaultStatus,
  }),
  unlock: defineMethod({
    ...vault,
    name: 'vault.unlock',
    summary: 'Unlock the current account (or the one named)',
    input: Type.Object({
      id: Type.Optional(AccountId),
      passphrase: Type.String({ maxLength: 1024 }),
    }),
    output: VaultStatus,
  }),
  lock: defineMethod({
    ...vault,
    name: 'vault.lock',
    summary: 'Lock the vault now',
    input: Type.Object({}),
    output: VaultStatus,
  }),
  setAutoLock: defineMethod({
    ...vault,
    name: 'vault.setAutoLock',
    summary: 'Idle minutes before the vault locks itself (0: never)',
    input: Type.Object({ minutes: Type.Integer({ minimum: 0, maximum: 1440 }) }),
    output: VaultStatus,
  }),
  setFunder: defineMethod({
    ...vault,
    name: 'vault.setFunder',
    summary: 'The funder (proxy) wallet and signature type the account signs orders for',
    input: Type.Object({
      id: AccountId,
      funder: Type.Union([Address, Type.Null()]),
      signatureType: SignatureType,
    }),
    output: VaultAccount,
  }),
  createApiKey: defineMethod({
    ...vault,
    errors: [...errors, 'locked'],
    name: 'vault.createApiKey',
    summary: 'New API credentials of the current account for scripts; the secret is shown once',
    input: Type.Object({}),
    output: Type.Object({
      apiKey: Type.String(),
      secret: Type.String(),
      passphrase: Type.String(),
    }),
  }),
  apiKeys: defineMethod({
    ...vault,
    errors: [...errors, 'locked'],
    name: 'vault.apiKeys',
    summary: "The current account's API keys (ids only)",
    input: Type.Object({}),
    output: Type.Array(Type.String()),
  }),
} as const;
