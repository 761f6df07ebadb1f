import type { Database } from '../storage/index.js';

// Every SQL statement of the auth module. Addresses are passed and returned lower-case.

export interface ApiKeyRow {
  apiKey: string;
  address: string;
  nonce: string;
  sealedSecret: Buffer;
  sealedPassphrase: Buffer;
  createdAt: string;
}

export interface FunderRow {
  signer: string;
  funder: string;
  signatureType: number;
}

export interface AuthStore {
  /** False when (address, nonce) already has credentials. */
  insertApiKey(row: ApiKeyRow): boolean;
  apiKeyFor(address: string, nonce: string): ApiKeyRow | undefined;
  apiKey(apiKey: string): ApiKeyRow | undefined;
  apiKeysOf(address: string): string[];
  deleteApiKey(apiKey: string): boolean;
  /** Inserts or replaces the signature type of the (signer, funder) pair. */
  upsertFunder(row: FunderRow, createdAt: string): void;
  /** Removes the (signer, funder) pair, lower-case addresses. */
  deleteFunder(signer: string, funder: string): void;
  funders(): FunderRow[];
}

const API_KEY_COLUMNS = `api_key AS apiKey, address, nonce, sealed_secret AS sealedSecret,
  sealed_passphrase AS sealedPassphrase, created_at AS createdAt`;

export function createAuthStore(db: Database): AuthStore {
  const insertApiKey = db.prepare(
    `INSERT INTO api_keys (api_key, address, nonce, sealed_secret, sealed_passphrase, created_at)
     VALUES (@apiKey, @address, @nonce, @sealedSecret, @sealedPassphrase, @createdAt)
     ON CONFLICT (address, nonce) DO NOTHING`,
  );
  const byAddressNonce = db.prepare(
    `SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE address = ? AND nonce = ?`,
  );
  const byApiKey = db.prepare(`SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE api_key = ?`);
  const ofAddress = db
    .prepare('SELECT api_key FROM api_keys WHERE address = ? ORDER BY created_at, api_key')
    .pluck();
  const deleteApiKey = db.prepare('DELETE FROM api_keys WHERE api_key = ?');
  const upsertFunder = db.prepare(
    `INSERT INTO funders (signer, funder, signature_type, created_at)
     VALUES (@signer, @funder, @signatureType, @createdAt)
     ON CONFLICT (signer, funder) DO UPDATE SET signature_type = excluded.signature_type`,
  );
  const deleteFunder = db.prepare('DELETE FROM funders WHERE signer = ? AND funder = ?');
  const allFunders = db.prepare(
    'SELECT signer, funder, signature_type AS signatureType FROM funders',
  );

  return {
    insertApiKey: (row) => insertApiKey.run(row).changes === 1,
    apiKeyFor: (address, nonce) => byAddressNonce.get(address, nonce) as ApiKeyRow | undefined,
    apiKey: (apiKey) => byApiKey.get(apiKey) as ApiKeyRow | undefined,
    apiKeysOf: (address) => ofAddress.all(address) as string[],
    deleteApiKey: (apiKey) => deleteApiKey.run(apiKey).changes === 1,
    upsertFunder: (row, createdAt) => void upsertFunder.run({ ...row, createdAt }),
    deleteFunder: (signer, funder) => void deleteFunder.run(signer, funder),
    funders: () => allFunders.all() as FunderRow[],
  };
}
