import { randomUUID } from 'node:crypto';
import type { Database } from '../storage/index.js';

/**
 * Read-only API keys, as the official client manages them: created, listed and deleted with
 * the wallet's (L2-authenticated) API key. They carry no secret and grant no trading; the
 * local venue keeps them per wallet (docs/compatibility.md). Addresses are stored lower-case.
 */
export interface ReadonlyKeys {
  /** A new key of the address. */
  create(address: string): string;
  /** The address's keys, oldest first. */
  list(address: string): string[];
  /** Deletes one of the address's keys; false when the address has no such key. */
  remove(address: string, apiKey: string): boolean;
}

export function createReadonlyKeys(db: Database): ReadonlyKeys {
  const insert = db.prepare(
    'INSERT INTO readonly_api_keys (api_key, address, created_at) VALUES (?, ?, ?)',
  );
  const ofAddress = db
    .prepare('SELECT api_key FROM readonly_api_keys WHERE address = ? ORDER BY created_at, rowid')
    .pluck();
  const remove = db.prepare('DELETE FROM readonly_api_keys WHERE address = ? AND api_key = ?');
  return {
    create(address) {
      const apiKey = randomUUID();
      insert.run(apiKey, address.toLowerCase(), new Date().toISOString());
      return apiKey;
    },
    list: (address) => ofAddress.all(address.toLowerCase()) as string[],
    remove: (address, apiKey) => remove.run(address.toLowerCase(), apiKey).changes === 1,
  };
}
