import type { Auth } from '../../auth/index.js';
import type { HandlerGroup } from '../handler.js';
import { apiKeyOf, walletOf } from './context.js';

type AuthMethod = 'auth.createApiKey' | 'auth.deriveApiKey' | 'auth.apiKeys' | 'auth.revokeApiKey';

/** API credentials: created and derived with the wallet's signature, managed with the key. */
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
  };
}
