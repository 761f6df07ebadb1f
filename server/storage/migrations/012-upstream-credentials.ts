// Mirror mode: the API credentials each vault account derived from an upstream service, one row
// per (account, upstream). The secret and passphrase are sealed with the master key like the
// local API keys of migration 002, bound to their row.
export const upstreamCredentialsMigration = `
CREATE TABLE upstream_credentials (
  address TEXT NOT NULL,
  upstream TEXT NOT NULL,
  api_key TEXT NOT NULL,
  sealed_secret BLOB NOT NULL,
  sealed_passphrase BLOB NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (address, upstream)
) WITHOUT ROWID;
`;
