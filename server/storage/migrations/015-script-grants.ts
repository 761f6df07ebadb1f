// Script grants (server/grants): a grant's token is kept only as its SHA-256; the orders a grant
// placed (to tag them, read them back and hold its open and daily notional); and the audit log
// the terminal shows. Notional and prices are integer micro-units.
export const scriptGrantsMigration = `
CREATE TABLE grants (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  account_id TEXT NOT NULL,
  address TEXT NOT NULL,
  token_hash BLOB NOT NULL,
  limits_json TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  last_used_at INTEGER
);
CREATE TABLE grant_orders (
  order_id TEXT PRIMARY KEY,
  grant_id TEXT NOT NULL REFERENCES grants(id),
  placed_at INTEGER NOT NULL,
  market TEXT NOT NULL,
  notional_micros INTEGER NOT NULL,
  open_notional_micros INTEGER NOT NULL
);
CREATE INDEX grant_orders_by_grant ON grant_orders(grant_id, placed_at);
CREATE TABLE grant_audit (
  id INTEGER PRIMARY KEY,
  grant_id TEXT NOT NULL REFERENCES grants(id),
  at INTEGER NOT NULL,
  kind TEXT NOT NULL,
  summary TEXT NOT NULL,
  order_id TEXT
);
CREATE INDEX grant_audit_by_grant ON grant_audit(grant_id, id);
`;
