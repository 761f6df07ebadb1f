import { randomBytes, randomUUID } from 'node:crypto';
import { ServiceError } from '../contract/index.js';
import type { RollbackListeners } from '../storage/index.js';
import { checksumAddress } from './address.js';
import type { ApiKeyRow, AuthStore } from './auth-store.js';
import type { SecretBox } from './secret-box.js';

/** What POST /auth/api-key and GET /auth/derive-api-key answer. */
export interface ApiCredentials {
  apiKey: string;
  secret: string;
  passphrase: string;
}

/** What L2 verification needs of a key: its owner, HMAC key and passphrase. */
export interface L2Credential {
  apiKey: string;
  /** The owner, EIP-55 checksummed. */
  address: string;
  hmacKey: Buffer;
  passphrase: string;
}

export interface CredentialService {
  /** New credentials for (address, nonce); a 400 "Could not create api key" if they exist. */
  create(address: string, nonce: string): ApiCredentials;
  /** The existing credentials for (address, nonce), the same every time. */
  derive(address: string, nonce: string): ApiCredentials;
  /** The API keys of an address, oldest first. */
  list(address: string): string[];
  /** Deletes the key; false when it did not exist. */
  revoke(apiKey: string): boolean;
  lookup(apiKey: string): L2Credential | undefined;
  /** Calls `listener` with each key revoked from now on; returns the unsubscribe function. */
  onRevoked(listener: (apiKey: string) => void): () => void;
}

export function createCredentialService(
  store: AuthStore,
  box: SecretBox,
  listeners: RollbackListeners,
): CredentialService {
  // Decrypted credentials by API key, so a request costs no SQL and no AES.
  const cache = new Map<string, L2Credential>();
  const revokedListeners = new Set<(apiKey: string) => void>();

  const open = (row: ApiKeyRow): ApiCredentials => ({
    apiKey: row.apiKey,
    secret: box.open(row.sealedSecret, row.apiKey),
    passphrase: box.open(row.sealedPassphrase, row.apiKey),
  });

  return {
    create(address, nonce) {
      const credentials: ApiCredentials = {
        apiKey: randomUUID(),
        secret: randomBytes(32).toString('base64url'),
        passphrase: randomBytes(32).toString('hex'),
      };
      const inserted = store.insertApiKey({
        apiKey: credentials.apiKey,
        address: address.toLowerCase(),
        nonce,
        sealedSecret: box.seal(credentials.secret, credentials.apiKey),
        sealedPassphrase: box.seal(credentials.passphrase, credentials.apiKey),
        createdAt: new Date().toISOString(),
      });
      if (!inserted) throw new ServiceError('invalid_input', 'Could not create api key');
      return credentials;
    },

    derive(address, nonce) {
      const row = store.apiKeyFor(address.toLowerCase(), nonce);
      if (!row) throw new ServiceError('invalid_input', 'Could not derive api key');
      return open(row);
    },

    list: (address) => store.apiKeysOf(address.toLowerCase()),

    revoke(apiKey) {
      cache.delete(apiKey);
      const deleted = store.deleteApiKey(apiKey);
      // Told once the delete is committed: a rolled-back revoke leaves the key's sockets open.
      if (deleted) {
        listeners.onCommit(() => {
          for (const listener of revokedListeners) listener(apiKey);
        });
      }
      return deleted;
    },

    onRevoked(listener) {
      revokedListeners.add(listener);
      return () => revokedListeners.delete(listener);
    },

    lookup(apiKey) {
      const cached = cache.get(apiKey);
      if (cached) return cached;
      const row = store.apiKey(apiKey);
      if (!row) return undefined;
      const { secret, passphrase } = open(row);
      const credential = {
        apiKey,
        address: checksumAddress(Buffer.from(row.address.slice(2), 'hex')),
        hmacKey: Buffer.from(secret, 'base64url'),
        passphrase,
      };
      cache.set(apiKey, credential);
      // Read inside a transaction, the key may be one it created: forgotten if that rolls back.
      listeners.onRollback(() => cache.delete(apiKey));
      return credential;
    },
  };
}
