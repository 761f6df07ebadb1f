import { rollbackListenersOf, type Database } from '../storage/index.js';
import { createApiKeyAuthVerifier, type ApiKeyAuthVerifier } from './api-key-auth.js';
import { createCredentialService, type CredentialService } from './api-credentials.js';
import { createAuthStore } from './auth-store.js';
import { createReadonlyKeys, type ReadonlyKeys } from './readonly-keys.js';
import { resolveAuthConfig, type AuthConfig } from './config.js';
import { createFunderRegistry, type FunderRegistry } from './funder-registry.js';
import type { MasterKeySource } from './master-key.js';
import { createOrderVerifier, type OrderVerifier } from './order-verifier.js';
import { createSecretBox } from './secret-box.js';
import { createWalletAuthVerifier, type WalletAuthVerifier } from './wallet-auth.js';

export interface Auth {
  config: AuthConfig;
  /** L1: the wallet's ClobAuth signature (creating and deriving API credentials). */
  verifyWallet: WalletAuthVerifier;
  /** L2: the API-key HMAC (every trading and account route). */
  verifyApiKey: ApiKeyAuthVerifier;
  credentials: CredentialService;
  funders: FunderRegistry;
  orders: OrderVerifier;
  /** Read-only API keys (no secret, no trading), kept per wallet. */
  readonlyKeys: ReadonlyKeys;
}

export interface AuthOptions {
  masterKey: MasterKeySource;
  config?: Partial<AuthConfig>;
}

export function createAuth(db: Database, options: AuthOptions): Auth {
  const config = resolveAuthConfig(options.config);
  const store = createAuthStore(db);
  const listeners = rollbackListenersOf(db);
  const credentials = createCredentialService(
    store,
    createSecretBox(options.masterKey.load()),
    listeners,
  );
  const funders = createFunderRegistry(store, listeners);
  return {
    config,
    verifyWallet: createWalletAuthVerifier(config),
    verifyApiKey: createApiKeyAuthVerifier(config, credentials.lookup),
    credentials,
    funders,
    orders: createOrderVerifier(config, funders),
    readonlyKeys: createReadonlyKeys(db),
  };
}
