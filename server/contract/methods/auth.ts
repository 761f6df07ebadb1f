import { Type } from 'typebox';
import {
  ApiCredentialsBody,
  ApiKeyRevokedBody,
  ApiKeysBody,
  ClosedOnlyStatus,
  ReadonlyApiKeyBody,
  ReadonlyApiKeyDeletion,
} from '../auth.js';
import { defineMethod } from './define.js';
import { L1_HEADERS, L2_HEADERS } from './http-notes.js';

// API credentials: created and derived with the wallet's signature (l1), managed with the key
// itself (l2). Both kinds read their credentials from the HTTP request, so scripts only.

const NoInput = Type.Object({});
const l1 = { auth: 'l1', limits: [], errors: ['unauthenticated'] } as const;
const l2 = { auth: 'l2', limits: [], errors: ['unauthenticated'] } as const;
const l1Route = { tags: ['auth'], description: L1_HEADERS, statuses: [400, 401] } as const;
const l2Route = { ...l1Route, description: L2_HEADERS } as const;

export const authMethods = {
  createApiKey: defineMethod({
    ...l1,
    name: 'auth.createApiKey',
    summary: 'Create the API credentials of (address, nonce)',
    input: NoInput,
    output: ApiCredentialsBody,
    http: { ...l1Route, verb: 'POST', path: '/auth/api-key' },
  }),
  deriveApiKey: defineMethod({
    ...l1,
    name: 'auth.deriveApiKey',
    summary: 'The existing API credentials of (address, nonce)',
    input: NoInput,
    output: ApiCredentialsBody,
    http: { ...l1Route, verb: 'GET', path: '/auth/derive-api-key' },
  }),
  apiKeys: defineMethod({
    ...l2,
    name: 'auth.apiKeys',
    summary: "The API keys of the caller's address",
    input: NoInput,
    output: ApiKeysBody,
    http: { ...l2Route, statuses: [401], verb: 'GET', path: '/auth/api-keys' },
  }),
  revokeApiKey: defineMethod({
    ...l2,
    name: 'auth.revokeApiKey',
    summary: 'Revoke the API key that signs the request',
    input: NoInput,
    output: ApiKeyRevokedBody,
    http: { ...l2Route, statuses: [401], verb: 'DELETE', path: '/auth/api-key' },
  }),
  createReadonlyApiKey: defineMethod({
    ...l2,
    name: 'auth.createReadonlyApiKey',
    summary: "Create a read-only API key of the caller's address",
    input: NoInput,
    output: ReadonlyApiKeyBody,
    http: {
      ...l2Route,
      verb: 'POST',
      path: '/auth/readonly-api-key',
      summary: "Create a read-only API key of the caller's address (no secret)",
    },
  }),
  readonlyApiKeys: defineMethod({
    ...l2,
    name: 'auth.readonlyApiKeys',
    summary: "The read-only API keys of the caller's address, oldest first",
    input: NoInput,
    output: Type.Array(Type.String()),
    http: {
      ...l2Route,
      verb: 'GET',
      path: '/auth/readonly-api-keys',
      summary: "The read-only API keys of the caller's address",
    },
  }),
  deleteReadonlyApiKey: defineMethod({
    ...l2,
    errors: ['unauthenticated', 'invalid_input'],
    name: 'auth.deleteReadonlyApiKey',
    summary: "Delete one of the caller's read-only API keys (false: it has no such key)",
    input: ReadonlyApiKeyDeletion,
    output: Type.Boolean(),
    http: {
      ...l2Route,
      verb: 'DELETE',
      path: '/auth/readonly-api-key',
      summary: "Delete one of the caller's read-only API keys",
    },
  }),
  closedOnly: defineMethod({
    ...l2,
    name: 'auth.closedOnly',
    summary: "Whether the caller's account may only close positions (never, on the local venue)",
    input: NoInput,
    output: ClosedOnlyStatus,
    http: {
      ...l2Route,
      verb: 'GET',
      path: '/auth/ban-status/closed-only',
      summary: 'Whether the account may only close positions (never on the local venue)',
    },
  }),
} as const;
