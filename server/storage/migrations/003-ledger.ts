// The venue's ledger: accounts (collateral), positions per outcome token, orders and trades.
// Amounts are integer micro-units (value x 1e6), prices integer ticks of 0.0001. Addresses are
// stored lower-case. An order's `id` is the matching engine's key (time priority follows it);
// `hash` is its EIP-712 digest, the orderID on the wire.
export const ledgerMigration = `
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  address TEXT NOT NULL UNIQUE,
  collateral_micros INTEGER NOT NULL DEFAULT 0 CHECK (collateral_micros >= 0),
  reserved_micros INTEGER NOT NULL DEFAULT 0 CHECK (reserved_micros >= 0),
  created_at TEXT NOT NULL
);

CREATE TABLE positions (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  token_id TEXT NOT NULL,
  market_id INTEGER NOT NULL,
  outcome_index INTEGER NOT NULL,
  size_micros INTEGER NOT NULL CHECK (size_micros >= 0),
  reserved_micros INTEGER NOT NULL DEFAULT 0 CHECK (reserved_micros >= 0),
  cost_micros INTEGER NOT NULL DEFAULT 0,
  bought_micros INTEGER NOT NULL DEFAULT 0,
  bought_cost_micros INTEGER NOT NULL DEFAULT 0,
  realized_pnl_micros INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (account_id, token_id)
) WITHOUT ROWID;
CREATE INDEX positions_market ON positions(market_id);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  owner_address TEXT NOT NULL,
  api_key TEXT NOT NULL,
  maker_address TEXT NOT NULL,
  signer_address TEXT NOT NULL,
  signature_type INTEGER NOT NULL,
  market_id INTEGER NOT NULL,
  token_id TEXT NOT NULL,
  token_index INTEGER NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('BUY', 'SELL')),
  order_type TEXT NOT NULL CHECK (order_type IN ('GTC', 'GTD', 'FOK', 'FAK')),
  post_only INTEGER NOT NULL DEFAULT 0,
  price_ticks INTEGER NOT NULL,
  original_micros INTEGER NOT NULL,
  matched_micros INTEGER NOT NULL DEFAULT 0,
  reserved_micros INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('LIVE', 'MATCHED', 'CANCELED', 'UNMATCHED')),
  expiration INTEGER NOT NULL DEFAULT 0,
  builder TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX orders_owner ON orders(owner_address, id);
CREATE INDEX orders_live_market ON orders(market_id, id) WHERE status = 'LIVE';

-- One row per fill: the taker order against one maker order.
CREATE TABLE trades (
  id INTEGER PRIMARY KEY,
  trade_id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('transfer', 'mint', 'merge')),
  market_id INTEGER NOT NULL,
  size_micros INTEGER NOT NULL,
  taker_order_id INTEGER NOT NULL REFERENCES orders(id),
  taker_account_id INTEGER NOT NULL,
  taker_owner_address TEXT NOT NULL,
  taker_token_index INTEGER NOT NULL,
  taker_side TEXT NOT NULL,
  taker_price_ticks INTEGER NOT NULL,
  taker_fee_micros INTEGER NOT NULL,
  maker_order_id INTEGER NOT NULL REFERENCES orders(id),
  maker_account_id INTEGER NOT NULL,
  maker_owner_address TEXT NOT NULL,
  maker_token_index INTEGER NOT NULL,
  maker_side TEXT NOT NULL,
  maker_price_ticks INTEGER NOT NULL,
  maker_fee_micros INTEGER NOT NULL,
  match_time TEXT NOT NULL,
  transaction_hash TEXT NOT NULL
);
CREATE INDEX trades_market ON trades(market_id, id);
CREATE INDEX trades_taker_owner ON trades(taker_owner_address, id);
CREATE INDEX trades_maker_owner ON trades(maker_owner_address, id);
CREATE INDEX trades_taker_order ON trades(taker_order_id);
CREATE INDEX trades_maker_order ON trades(maker_order_id);

-- Redemptions at resolution, one row per settled position (the activity feed's REDEEM rows).
CREATE TABLE redemptions (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  market_id INTEGER NOT NULL,
  token_id TEXT NOT NULL,
  size_micros INTEGER NOT NULL,
  payout_micros INTEGER NOT NULL,
  redeemed_at TEXT NOT NULL
);
CREATE INDEX redemptions_account ON redemptions(account_id, id);

-- Paper collateral credited by the operator's faucet.
CREATE TABLE deposits (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  amount_micros INTEGER NOT NULL CHECK (amount_micros > 0),
  deposited_at TEXT NOT NULL
);
`;
