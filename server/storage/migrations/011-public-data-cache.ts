// Mirror mode's cache of public data per wallet (server/mirror/public-cache): one row per
// (wallet, kind) list fetched from the upstream, and its items in the upstream's order. Each
// item keeps the upstream's JSON as it came and, beside it, the columns the routes' filters and
// sorts read (amounts in micro-units); a column a kind has no use for stays NULL.
export const publicDataCacheMigration = `
CREATE TABLE public_cache_lists (
  wallet TEXT NOT NULL,
  kind TEXT NOT NULL,
  fetched_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL,
  complete INTEGER NOT NULL,
  items INTEGER NOT NULL,
  PRIMARY KEY (wallet, kind)
) WITHOUT ROWID;
CREATE INDEX public_cache_lists_last_used ON public_cache_lists(last_used_at);

CREATE TABLE public_cache_items (
  wallet TEXT NOT NULL,
  kind TEXT NOT NULL,
  position INTEGER NOT NULL,
  ascending_position INTEGER,
  condition_id TEXT,
  type TEXT,
  side TEXT,
  timestamp INTEGER,
  size_micros INTEGER,
  usdc_micros INTEGER,
  realized_pnl_micros INTEGER,
  price REAL,
  avg_price REAL,
  title TEXT,
  json TEXT NOT NULL,
  PRIMARY KEY (wallet, kind, position)
) WITHOUT ROWID;
`;
