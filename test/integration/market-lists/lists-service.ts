import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCatalog } from '../../../server/catalog/index.js';
import { buildServiceApp } from '../../support/service-app.js';
import type { RateLimiter } from '../../../server/limits/index.js';
import { createOrderBookMarketLists } from '../../../server/marketdata/index.js';
import { openDatabase, type Database } from '../../../server/storage/index.js';

export const BASE_URL = 'http://127.0.0.1:9999';

export interface ListsService {
  app: Awaited<ReturnType<typeof buildServiceApp>>;
  db: Database;
  close(): Promise<void>;
}

/**
 * The catalog and the order-book market lists over a temporary SQLite file filled by `fill`:
 * no venue, so the statistics columns keep the figures the fill wrote.
 */
export async function startListsService(
  fill: (db: Database) => void,
  limiter: RateLimiter | null = null,
): Promise<ListsService> {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-lists-'));
  const db = openDatabase(join(dir, 'marketdesk.db'));
  fill(db);
  const options = { assetBaseUrl: () => BASE_URL };
  const catalog = createCatalog(db, options);
  const marketLists = createOrderBookMarketLists(db, options);
  const app = await buildServiceApp({ catalog, marketLists, limiter });
  return {
    app,
    db,
    async close() {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
