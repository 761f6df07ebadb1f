import { Type } from 'typebox';
import {
  ApiCredentialsBody,
  ApiKeyRevokedBody,
  ApiKeysBody,
  ClosedOnlyStatus,
  ErrorBody,
  ReadonlyApiKeyBody,
  ReadonlyApiKeyDeletion,
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
  const l2 = (summary: string, answer: object) => ({
    schema: {
      tags: ['auth'],
      summary,
      description: L2_HEADERS,
      response: { 200: answer, 400: ErrorBody, 401: ErrorBody },
    },
  });
  route(
    'POST',
    '/auth/readonly-api-key',
    'auth.createReadonlyApiKey',
    l2("Create a read-only API key of the caller's address (no secret)", ReadonlyApiKeyBody),
  );
  route(
    'GET',
    '/auth/readonly-api-keys',
    'auth.readonlyApiKeys',
    l2("The read-only API keys of the caller's address", Type.Array(Type.String())),
  );
  const deletion = l2("Delete one of the caller's read-only API keys", Type.Boolean());
  route('DELETE', '/auth/readonly-api-key', 'auth.deleteReadonlyApiKey', {
    schema: { ...deletion.schema, body: ReadonlyApiKeyDeletion },
  });
  route(
    'GET',
    '/auth/ban-status/closed-only',
    'auth.closedOnly',
    l2('Whether the account may only close positions (never on the local venue)', ClosedOnlyStatus),
  );
}
