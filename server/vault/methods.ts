import type { Vault } from './vault.js';
import type { HandlerGroup } from '../contract/index.js';
import type { FunderClaims } from './funder-claims.js';

export type VaultMethodName =
  | 'vault.status'
  | 'vault.create'
  | 'vault.importPrivateKey'
  | 'vault.mnemonicAddresses'
  | 'vault.importMnemonic'
  | 'vault.importKeystore'
  | 'vault.exportKeystore'
  | 'vault.rename'
  | 'vault.remove'
  | 'vault.select'
  | 'vault.unlock'
  | 'vault.lock'
  | 'vault.setAutoLock'
  | 'vault.setFunder'
  | 'vault.createApiKey'
  | 'vault.apiKeys';

export interface VaultHandlerOptions {
  /** The local venue's record of who controls which funder wallet; absent in mirror mode. */
  funders?: FunderClaims;
}

/** The vault's accounts and lock state, on the renderer's channel only (auth `session`). */
export function createVaultHandlers(
  vault: Vault,
  options: VaultHandlerOptions = {},
): HandlerGroup<VaultMethodName> {
  return {
    'vault.status': () => vault.status(),
    'vault.create': ({ name, passphrase }) => vault.create(name, passphrase),
    'vault.importPrivateKey': ({ name, privateKey, passphrase }) =>
      vault.importPrivateKey(name, privateKey, passphrase),
    'vault.mnemonicAddresses': ({ mnemonic, path, count }) =>
      vault.mnemonicAddresses(mnemonic, path, count),
    'vault.importMnemonic': ({ name, mnemonic, path, passphrase }) =>
      vault.importMnemonic(name, mnemonic, path, passphrase),
    'vault.importKeystore': ({ name, keystore, passphrase }) =>
      vault.importKeystore(name, keystore, passphrase),
    'vault.exportKeystore': ({ id, passphrase }) => vault.exportKeystore(id, passphrase),
    'vault.rename': ({ id, name }) => vault.rename(id, name),
    'vault.remove': ({ id, passphrase }) => vault.remove(id, passphrase),
    'vault.select': ({ id }) => vault.select(id),
    'vault.unlock': ({ id, passphrase }) => vault.unlock(passphrase, id),
    'vault.lock': () => vault.lock(),
    'vault.setAutoLock': ({ minutes }) => vault.setAutoLock(minutes),
    'vault.setFunder': ({ id, funder, signatureType }) => {
      const claims = options.funders;
      const before = vault.status().accounts.find((account) => account.id === id);
      if (claims && before && funder !== null && signatureType !== 0) {
        claims.check(before.address, funder);
      }
      const account = vault.setFunder(id, funder, signatureType);
      if (!claims) return account;
      const previous = before?.funder ?? null;
      if (previous !== null && previous.toLowerCase() !== account.funder?.toLowerCase()) {
        claims.unregister(account.address, previous);
      }
      if (account.funder !== null) {
        claims.register(account.address, account.funder, account.signatureType);
      }
      return account;
    },
    'vault.createApiKey': () => vault.createApiKey(),
    'vault.apiKeys': () => vault.apiKeys(),
  };
}
