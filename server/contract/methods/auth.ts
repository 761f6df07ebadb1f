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

// API credentials: created and derived with the wallet's signature (l1), managed with the key
// itself (l2). Both kinds read their credentials from the HTTP request, so scripts only.

const NoInput = Type.Object({});
const l1 = { auth: 'l1', limits: [], errors: ['unauthenticated'] } as const;
const l2 = { auth: 'l2', limits: [], errors: ['unauthenticated'] } as const;

export const authMethods = {
  createApiKey: defineMethod({
    ...l1,
    name: 'auth.createApiKey',
    summary: 'Create the API credentials of (address, nonce)',
    input: NoInput,
    output: ApiCredentialsBody,
  }),
  deriveApiKey: defineMethod({
    ...l1,
    name: 'auth.deriveApiKey',
    summary: 'The existing API credentials of (address, nonce)',
    input: NoInput,
    output: ApiCredentialsBody,
  }),
  apiKeys: defineMethod({
    ...l2,
    name: 'auth.apiKeys',
    summary: "The API keys of the caller's address",
    input: NoInput,
    output: ApiKeysBody,
  }),
  revokeApiKey: defineMethod({
    ...l2,
    name: 'auth.revokeApiKey',
    summary: 'Revoke the API key that signs the request',
    input: NoInput,
    output: ApiKeyRevokedBody,
  }),
  createReadonlyApiKey: defineMethod({
    ...l2,
    name: 'auth.createReadonlyApiKey',
    summary: "Create a read-only API key of the caller's address",
    input: NoInput,
    output: ReadonlyApiKeyBody,
  }),
  readonlyApiKeys: defineMethod({
    ...l2,
    name: 'auth.readonlyApiKeys',
    summary: "The read-only API keys of the caller's address, oldest first",
    input: NoInput,
    output: Type.Array(Type.String()),
  }),
  deleteReadonlyApiKey: defineMethod({
    ...l2,
    errors: ['unauthenticated', 'invalid_input'],
    name: 'auth.deleteReadonlyApiKey',
    summary: "Delete one of the caller's read-only API keys (false: it has no such key)",
    input: ReadonlyApiKeyDeletion,
    output: Type.Boolean(),
  }),
  closedOnly: defineMethod({
    ...l2,
    name: 'auth.closedOnly',
    summary: "Whether the caller's account may only close positions (never, on the local venue)",
    input: NoInput,
    output: ClosedOnlyStatus,
  }),
} as const;
