import type { Auth } from './auth.js';
import { type HandlerGroup, apiKeyOf, walletOf } from '../contract/index.js';

type AuthMethod =
  | 'auth.createApiKey'
  | 'auth.deriveApiKey'
  | 'auth.apiKeys'
  | 'auth.revokeApiKey'
  | 'auth.createReadonlyApiKey'
  | 'auth.readonlyApiKeys'
  | 'auth.deleteReadonlyApiKey'
  | 'auth.closedOnly';

/**
 * API credentials: created and derived with the wallet's signature, managed with the key; the
 * key's read-only keys and its account's ban status.
 */
export function createAuthHandlers(auth: Auth): HandlerGroup<AuthMethod> {
  return {
    'auth.createApiKey': (_input, context) => {
      const { address, nonce } = walletOf(context);
      return auth.credentials.create(address, nonce);
    },
    'auth.deriveApiKey': (_input, context) => {
      const { address, nonce } = walletOf(context);
      return auth.credentials.derive(address, nonce);
    },
    'auth.apiKeys': (_input, context) => ({
      apiKeys: auth.credentials.list(apiKeyOf(context).address),
    }),
    'auth.revokeApiKey': (_input, context) => {
      auth.credentials.revoke(apiKeyOf(context).apiKey);
      return 'OK';
    },
    'auth.createReadonlyApiKey': (_input, context) => ({
      apiKey: auth.readonlyKeys.create(apiKeyOf(context).address),
    }),
    'auth.readonlyApiKeys': (_input, context) => auth.readonlyKeys.list(apiKeyOf(context).address),
    'auth.deleteReadonlyApiKey': ({ key }, context) =>
      auth.readonlyKeys.remove(apiKeyOf(context).address, key),
    // The local venue restricts no account to closing positions.
    'auth.closedOnly': () => ({ closed_only: false }),
  };
}
