export { createAuth, type Auth, type AuthOptions } from './auth.js';
export {
  knownExchanges,
  DEFAULT_CHAIN_ID,
  DEFAULT_TIMESTAMP_WINDOW_SECONDS,
  type AuthConfig,
  type ExchangeContracts,
  type ExchangeKind,
} from './config.js';
export { FileMasterKeySource, masterKeyFile, type MasterKeySource } from './master-key.js';
export { createSecretBox, type SecretBox } from './secret-box.js';
export { keccak256 } from './keccak.js';
export type { AuthResult, HeaderBag } from './headers.js';
export { CLOB_AUTH_MESSAGE, type WalletIdentity } from './wallet-auth.js';
export { l2Message, type ApiKeyIdentity, type SignedRequest } from './api-key-auth.js';
export type { ApiCredentials } from './api-credentials.js';
export type { FunderRegistry } from './funder-registry.js';
export type { ReadonlyKeys } from './readonly-keys.js';
export { ORDER_TYPE, type OrderSide, type SignedOrderFields } from './order-hash.js';
export {
  ORDER_DOMAIN_NAME,
  ORDER_DOMAIN_VERSION,
  type OrderHashResult,
  type SignedOrder,
} from './order-verifier.js';
export { createAuthHandlers } from './methods.js';
