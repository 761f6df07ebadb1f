import type { ApiCredentials, SecretBox } from '../../auth/index.js';
import type { Database } from '../../storage/index.js';

/**
 * The API credentials each vault account holds at an upstream, by (account, upstream): sealed
 * with the master key at rest (migration 012), so the upstream's secret never sits in the
 * database in the clear. Addresses are kept lower-case.
 */
export interface UpstreamCredentialStore {
  get(address: string, upstream: string): ApiCredentials | null;
  put(address: string, upstream: string, credentials: ApiCredentials): void;
  forget(address: string, upstream: string): void;
}

interface Row {
  apiKey: string;
  sealedSecret: Buffer;
  sealedPassphrase: Buffer;
}

/** Binds a sealed value to its row and field: swapping sealed values between rows fails. */
const sealedFor = (address: string, upstream: string, apiKey: string, field: string): string =>
  `upstream ${upstream} ${address} ${apiKey} ${field}`;

export function createUpstreamCredentialStore(
  db: Database,
  box: SecretBox,
): UpstreamCredentialStore {
  const select = db.prepare<[string, string], Row>(
    `SELECT api_key AS apiKey, sealed_secret AS sealedSecret, sealed_passphrase AS sealedPassphrase
       FROM upstream_credentials WHERE address = ? AND upstream = ?`,
  );
  const upsert = db.prepare(
    `INSERT INTO upstream_credentials
       (address, upstream, api_key, sealed_secret, sealed_passphrase, created_at)
     VALUES (@address, @upstream, @apiKey, @sealedSecret, @sealedPassphrase, @createdAt)
     ON CONFLICT (address, upstream) DO UPDATE SET api_key = excluded.api_key,
       sealed_secret = excluded.sealed_secret, sealed_passphrase = excluded.sealed_passphrase,
       created_at = excluded.created_at`,
  );
  const remove = db.prepare('DELETE FROM upstream_credentials WHERE address = ? AND upstream = ?');

  return {
    get(address, upstream) {
      const owner = address.toLowerCase();
      const row = select.get(owner, upstream);
      if (!row) return null;
      const bound = (field: string) => sealedFor(owner, upstream, row.apiKey, field);
      return {
        apiKey: row.apiKey,
        secret: box.open(row.sealedSecret, bound('secret')),
        passphrase: box.open(row.sealedPassphrase, bound('passphrase')),
      };
    },

    put(address, upstream, { apiKey, secret, passphrase }) {
      const owner = address.toLowerCase();
      const bound = (field: string) => sealedFor(owner, upstream, apiKey, field);
      upsert.run({
        address: owner,
        upstream,
        apiKey,
        sealedSecret: box.seal(secret, bound('secret')),
        sealedPassphrase: box.seal(passphrase, bound('passphrase')),
        createdAt: new Date().toISOString(),
      });
    },

    forget(address, upstream) {
      remove.run(address.toLowerCase(), upstream);
    },
  };
}
