/**
 * The key vault: accounts as Web3 Secret Storage v3 keystores in `<dataDir>/accounts/`, lock
 * state, and signing. The private key never leaves this module.
 *
 * For the composition root:
 *   createVault({ dataDir, auth, scryptN?, now? }): Vault
 * For the terminal (server/rpc handlers of terminal.*):
 *   vault.signer(): VaultSigner, throws ServiceError('locked') when locked or empty, with
 *     address (EOA), maker (funder or address), funder, signatureType,
 *     signOrder(order: OrderToSign, exchange: 'standard' | 'negRisk'): SignedOrder
 *       (fills maker, signer, signatureType; verifies with auth.orders.verify),
 *     l1Headers(nonce?, timestampSeconds?): L1Headers,
 *     apiIdentity(): ApiKeyIdentity (the account's nonce-0 API key, the intake's caller).
 *   vault.current(): CurrentAccount, the same account's address, maker, funder and
 *     signatureType without the key; not activity for the auto-lock (reads, feed events).
 *   vault.onChange(listener: (status) => void): () => void, for the `account` channel.
 */
export { createVault, type Vault, type VaultOptions } from './vault.js';
export type { CurrentAccount, L1Headers, OrderToSign, VaultSigner } from './vault-signer.js';
export { DEFAULT_SCRYPT_N } from './keystore.js';
export { DEFAULT_AUTO_LOCK_MINUTES } from './vault-files.js';
export { writeFileAtomic } from './atomic-file.js';
export { createVaultHandlers, type VaultHandlerOptions, type VaultMethodName } from './methods.js';
export { createFunderClaims, type FunderClaims } from './funder-claims.js';
