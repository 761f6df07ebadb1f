import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../../server/contract/index.js';
import {
  createAuth,
  FileMasterKeySource,
  masterKeyFile,
  type Auth,
} from '../../../server/auth/index.js';
import { openDatabase, type Database } from '../../../server/storage/index.js';
import { testWallet } from './signing.js';

const ADDRESS = testWallet(7).address;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let dir: string;
let db: Database;
let auth: Auth;

const open = (): Auth => createAuth(db, { masterKey: new FileMasterKeySource(masterKeyFile(dir)) });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-auth-'));
  db = openDatabase(join(dir, 'marketdesk.db'));
  auth = open();
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function serviceError(fn: () => unknown): ServiceError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('expected a ServiceError');
}

describe('API credentials', () => {
  it('creates a UUID v4 key, a 64-hex passphrase and a 32-byte base64url secret', () => {
    const creds = auth.credentials.create(ADDRESS, '0');
    expect(creds.apiKey).toMatch(UUID_V4);
    expect(creds.passphrase).toMatch(/^[0-9a-f]{64}$/);
    expect(creds.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(creds.secret, 'base64url')).toHaveLength(32);
  });

  it('refuses to create credentials twice for the same (address, nonce), in any case', () => {
    auth.credentials.create(ADDRESS, '0');
    const error = serviceError(() => auth.credentials.create(ADDRESS.toLowerCase(), '0'));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toBe('Could not create api key');
    expect(auth.credentials.create(ADDRESS, '1').apiKey).toMatch(UUID_V4);
  });

  it('derives the same credentials every time, also after a restart with the same key file', () => {
    const created = auth.credentials.create(ADDRESS, '5');
    expect(auth.credentials.derive(ADDRESS, '5')).toEqual(created);
    expect(auth.credentials.derive(ADDRESS.toLowerCase(), '5')).toEqual(created);
    expect(open().credentials.derive(ADDRESS, '5')).toEqual(created);
  });

  it('answers 400 when there is nothing to derive', () => {
    const error = serviceError(() => auth.credentials.derive(ADDRESS, '0'));
    expect([error.code, error.message]).toEqual(['invalid_input', 'Could not derive api key']);
  });

  it('lists the keys of an address and revokes one', () => {
    const first = auth.credentials.create(ADDRESS, '0');
    const second = auth.credentials.create(ADDRESS, '1');
    auth.credentials.create(testWallet(8).address, '0');
    expect(auth.credentials.list(ADDRESS).sort()).toEqual([first.apiKey, second.apiKey].sort());
    expect(auth.credentials.revoke(first.apiKey)).toBe(true);
    expect(auth.credentials.revoke(first.apiKey)).toBe(false);
    expect(auth.credentials.list(ADDRESS)).toEqual([second.apiKey]);
    expect(auth.credentials.lookup(first.apiKey)).toBeUndefined();
    expect(() => auth.credentials.derive(ADDRESS, '0')).toThrow('Could not derive api key');
    expect(auth.credentials.create(ADDRESS, '0').apiKey).not.toBe(first.apiKey);
  });

  it('stores neither the secret nor the passphrase in plaintext', () => {
    const creds = auth.credentials.create(ADDRESS, '0');
    const rows = db.prepare('SELECT * FROM api_keys').all() as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    const raw = Buffer.concat(
      Object.values(rows[0]!).map((value) =>
        Buffer.isBuffer(value) ? value : Buffer.from(String(value)),
      ),
    );
    for (const needle of [
      Buffer.from(creds.secret),
      Buffer.from(creds.secret, 'base64url'),
      Buffer.from(creds.passphrase),
      Buffer.from(creds.passphrase, 'hex'),
    ]) {
      expect(raw.includes(needle)).toBe(false);
    }
    expect(rows[0]).toMatchObject({
      api_key: creds.apiKey,
      address: ADDRESS.toLowerCase(),
      nonce: '0',
    });
  });

  it('cannot open the stored secrets under another master key', () => {
    auth.credentials.create(ADDRESS, '0');
    const otherKey = Buffer.alloc(32, 9);
    const stranger = createAuth(db, { masterKey: { load: () => otherKey } });
    expect(() => stranger.credentials.derive(ADDRESS, '0')).toThrow();
  });

  it('resolves a key to its checksummed owner, HMAC key and passphrase', () => {
    const creds = auth.credentials.create(ADDRESS.toLowerCase(), '0');
    expect(auth.credentials.lookup(creds.apiKey)).toEqual({
      apiKey: creds.apiKey,
      address: ADDRESS,
      hmacKey: Buffer.from(creds.secret, 'base64url'),
      passphrase: creds.passphrase,
    });
  });
});
