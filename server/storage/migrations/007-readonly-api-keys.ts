// Read-only API keys (POST/GET/DELETE /auth/readonly-api-key(s)): keys a wallet hands out
// without a secret; each belongs to the address of the API key that created it.
export const readonlyApiKeysMigration = `
CREATE TABLE readonly_api_keys (
  api_key TEXT PRIMARY KEY,
  address TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX readonly_api_keys_by_address ON readonly_api_keys(address, created_at);
`;
