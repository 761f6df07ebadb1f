import {
  ApiCredentialsBody,
  ApiKeyRevokedBody,
  ApiKeysBody,
  ErrorBody,
} from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

const L1_HEADERS = 'L1 headers: POLY_ (or SVC_) ADDRESS, SIGNATURE, TIMESTAMP, NONCE (default 0).';
const L2_HEADERS =
  'L2 headers: POLY_ (or SVC_) ADDRESS, SIGNATURE, TIMESTAMP, API_KEY, PASSPHRASE.';

/** API credentials: created and derived with the wallet's signature (L1), managed with L2. */
export function authRoutes(route: MethodRoute): void {
  const credentialsSchema = (summary: string) => ({
    tags: ['auth'],
    summary,
    description: L1_HEADERS,
    response: { 200: ApiCredentialsBody, 400: ErrorBody, 401: ErrorBody },
  });
  route('POST', '/auth/api-key', 'auth.createApiKey', {
    schema: credentialsSchema('Create the API credentials of (address, nonce)'),
  });
  route('GET', '/auth/derive-api-key', 'auth.deriveApiKey', {
    schema: credentialsSchema('The existing API credentials of (address, nonce)'),
  });
  route('GET', '/auth/api-keys', 'auth.apiKeys', {
    schema: {
      tags: ['auth'],
      summary: "The API keys of the caller's address",
      description: L2_HEADERS,
      response: { 200: ApiKeysBody, 401: ErrorBody },
    },
  });
  route('DELETE', '/auth/api-key', 'auth.revokeApiKey', {
    schema: {
      tags: ['auth'],
      summary: 'Revoke the API key that signs the request',
      description: L2_HEADERS,
      response: { 200: ApiKeyRevokedBody, 401: ErrorBody },
    },
  });
}
