import { Type, type Static } from 'typebox';

/** POST /auth/api-key and GET /auth/derive-api-key: the credentials of (address, nonce). */
export const ApiCredentialsBody = Type.Object({
  apiKey: Type.String({ description: 'UUID' }),
  secret: Type.String({ description: '32 random bytes, base64url: the HMAC key of L2 requests' }),
  passphrase: Type.String({ description: '64 hex characters' }),
});
export type ApiCredentialsBody = Static<typeof ApiCredentialsBody>;

/** GET /auth/api-keys: the caller's API keys, oldest first. */
export const ApiKeysBody = Type.Object({ apiKeys: Type.Array(Type.String()) });
export type ApiKeysBody = Static<typeof ApiKeysBody>;

/** DELETE /auth/api-key: the JSON string "OK", which the venue's own SDK checks for. */
export const ApiKeyRevokedBody = Type.Literal('OK');
export type ApiKeyRevokedBody = Static<typeof ApiKeyRevokedBody>;

/** POST /auth/readonly-api-key: the new read-only key (it has no secret). */
export const ReadonlyApiKeyBody = Type.Object({ apiKey: Type.String() });
export type ReadonlyApiKeyBody = Static<typeof ReadonlyApiKeyBody>;

/** DELETE /auth/readonly-api-key body: the key to delete. */
export const ReadonlyApiKeyDeletion = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 100 }),
});
export type ReadonlyApiKeyDeletion = Static<typeof ReadonlyApiKeyDeletion>;

/** GET /auth/ban-status/closed-only: whether the account may only close positions. */
export const ClosedOnlyStatus = Type.Object({ closed_only: Type.Boolean() });
export type ClosedOnlyStatus = Static<typeof ClosedOnlyStatus>;
