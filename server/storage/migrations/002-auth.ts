// Authentication: API credentials and the funder wallets each signing key may trade for.
// Addresses are stored lower-case. Secrets and passphrases are AES-256-GCM sealed under the
// data dir's master key (server/auth/secret-box.ts); they are never stored in plaintext.
export const authMigration = `
CREATE TABLE api_keys (
  api_key TEXT PRIMARY KEY,
  address TEXT NOT NULL,
  nonce TEXT NOT NULL,
  sealed_secret BLOB NOT NULL,
  sealed_passphrase BLOB NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (address, nonce)
);

CREATE TABLE funders (
  signer TEXT NOT NULL,
  funder TEXT NOT NULL,
  signature_type INTEGER NOT NULL CHECK (signature_type IN (1, 2, 3)),
  created_at TEXT NOT NULL,
  PRIMARY KEY (signer, funder)
) WITHOUT ROWID;
`;
