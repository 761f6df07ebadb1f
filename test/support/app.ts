import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { buildServiceApp, type ServiceAppParts } from './service-app.js';
import {
  createAuth,
  FileMasterKeySource,
  masterKeyFile,
  type Auth,
} from '../../server/auth/index.js';
import { createCatalog } from '../../server/catalog/index.js';
import { openDatabase, type Database } from '../../server/storage/index.js';

export interface TestService {
  app: Awaited<ReturnType<typeof buildServiceApp>>;
  db: Database;
  dir: string;
  /** The app's auth: the test's own, or one whose master key is in `dir`. */
  auth: Auth;
  /** GET through inject, expecting 200, and the parsed JSON body. */
  okJson<T = any>(url: string): Promise<T>; // eslint-disable-line @typescript-eslint/no-explicit-any
  close(): Promise<void>;
}

/** A fresh service on a temporary SQLite file; `fill` writes the rows the test needs. */
export async function startTestService(
  fill: (db: Database) => void = () => undefined,
  deps: Partial<ServiceAppParts> = {},
): Promise<TestService> {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-test-'));
  const db = openDatabase(join(dir, 'marketdesk.db'));
  fill(db);
  const catalog = createCatalog(db, { assetBaseUrl: () => 'http://127.0.0.1:9999' });
  const auth =
    deps.auth ?? createAuth(db, { masterKey: new FileMasterKeySource(masterKeyFile(dir)) });
  const app = await buildServiceApp({ catalog, auth, ...deps });
  return {
    app,
    db,
    dir,
    auth,
    async okJson(url) {
      const response = await app.inject(url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    async close() {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
