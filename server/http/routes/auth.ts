import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiCredentialsBody,
  ApiKeyRevokedBody,
  ApiKeysBody,
  ErrorBody,
  ServiceError,
} from '../../contract/index.js';
import type { Auth, WalletIdentity } from '../../auth/index.js';
import { l2Caller } from '../l2-auth.js';
import type { TypedFastify } from '../typed.js';

const L1_HEADERS = 'L1 headers: POLY_ (or SVC_) ADDRESS, SIGNATURE, TIMESTAMP, NONCE (default 0).';
const L2_HEADERS =
  'L2 headers: POLY_ (or SVC_) ADDRESS, SIGNATURE, TIMESTAMP, API_KEY, PASSPHRASE.';

/** API credentials: created and derived with the wallet's signature (L1), managed with L2. */
export function authRoutes(app: TypedFastify, auth: Auth): void {
  const wallet = (request: FastifyRequest): WalletIdentity => {
    const result = auth.verifyWallet(request.headers, Math.floor(Date.now() / 1000));
    if (!result.ok) throw new ServiceError('unauthenticated', result.reason);
    return result.identity;
  };
  const credentialsSchema = (summary: string) => ({
    tags: ['auth'],
    summary,
    description: L1_HEADERS,
    response: { 200: ApiCredentialsBody, 400: ErrorBody, 401: ErrorBody },
  });

  app.post(
    '/auth/api-key',
    { schema: credentialsSchema('Create the API credentials of (address, nonce)') },
    async (request) => {
      const { address, nonce } = wallet(request);
      return auth.credentials.create(address, nonce);
    },
  );

  app.get(
    '/auth/derive-api-key',
    { schema: credentialsSchema('The existing API credentials of (address, nonce)') },
    async (request) => {
      const { address, nonce } = wallet(request);
      return auth.credentials.derive(address, nonce);
    },
  );

  app.get(
    '/auth/api-keys',
    {
      config: { auth: 'l2' },
      schema: {
        tags: ['auth'],
        summary: "The API keys of the caller's address",
        description: L2_HEADERS,
        response: { 200: ApiKeysBody, 401: ErrorBody },
      },
    },
    async (request) => ({ apiKeys: auth.credentials.list(l2Caller(request).address) }),
  );

  app.delete(
    '/auth/api-key',
    {
      config: { auth: 'l2' },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the API key that signs the request',
        description: L2_HEADERS,
        response: { 200: ApiKeyRevokedBody, 401: ErrorBody },
      },
    },
    async (request, reply: FastifyReply) => {
      auth.credentials.revoke(l2Caller(request).apiKey);
      // A bare string would go out as text/plain; the venue answers the JSON string "OK".
      return reply.type('application/json; charset=utf-8').send(JSON.stringify('OK'));
    },
  );
}
