// Market data the venue keeps beside its ledger. `price_backfill` holds a synthetic price path
// written once by the simulated liquidity (local-venue demo) for the time before the venue's
// first trade, so charts are not empty on a first start; GET /prices-history merges it with the
// trades, which always win where both exist. Prices in micro-units, t in Unix seconds.
export const marketDataMigration = `
CREATE TABLE price_backfill (
  token_id TEXT NOT NULL,
  t INTEGER NOT NULL,
  price_micros INTEGER NOT NULL CHECK (price_micros >= 0 AND price_micros <= 1000000),
  PRIMARY KEY (token_id, t)
) WITHOUT ROWID;
`;
