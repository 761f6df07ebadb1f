import type { Auth, MasterKeySource } from '../auth/index.js';
import type { Catalog } from '../catalog/index.js';
import type { RateLimiter } from '../limits/index.js';
import type { Database } from '../storage/index.js';
import type { Vault } from '../vault/index.js';

/** What both venues are built on: the parts of the service that do not depend on the mode. */
export interface VenueDeps {
  db: Database;
  catalog: Catalog;
  auth: Auth;
  vault: Vault;
  /** The data dir's master key: the simulated traders' wallets, a mirror's sealed credentials. */
  masterKey: MasterKeySource;
  /** The service's one limiter (the simulated traders count against it too); null: none. */
  limiter: RateLimiter | null;
  chainId: number;
  /** Icon and image URLs' base (root-relative: the empty string). */
  assetBaseUrl: () => string;
  /** The scripts' HTTP API base URL while the port is on, else null. */
  apiUrl: () => string | null;
}
