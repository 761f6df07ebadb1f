import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAuth, type Auth } from '../../../server/auth/index.js';
import { openDatabase, type Database } from '../../../server/storage/index.js';
import { createVault, type Vault } from '../../../server/vault/index.js';

/** scrypt N for tests that are not about N: fast, still a real keystore. */
export const TEST_SCRYPT_N = 1024;
export const PASSPHRASE = 'correct horse battery';
/** The standard BIP-39 test mnemonic and its first Ethereum address. */
export const ABANDON = 'abandon '.repeat(11) + 'about';
export const ABANDON_ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
export const TEST_KEY = '0x7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d';

export interface Fixture {
  dir: string;
  db: Database;
  auth: Auth;
  vault: Vault;
  /** A second vault over the same files and database, as after a restart. */
  reopen(): Vault;
  close(): void;
}

export function vaultFixture(now?: () => number): Fixture {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-vault-'));
  const db = openDatabase(join(dir, 'marketdesk.db'));
  const key = randomBytes(32);
  const auth = createAuth(db, { masterKey: { load: () => key } });
  const open = (): Vault =>
    createVault({ dataDir: dir, auth, scryptN: TEST_SCRYPT_N, ...(now ? { now } : {}) });
  const opened: Vault[] = [];
  const vault = open();
  opened.push(vault);
  return {
    dir,
    db,
    auth,
    vault,
    reopen() {
      const again = open();
      opened.push(again);
      return again;
    },
    close() {
      for (const each of opened) each.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
