// Catalog tables. Money, sizes and prices are integers in micro-units (value × 1e6);
// timestamps are ISO 8601 UTC strings with milliseconds, so they sort as text.
export const catalogMigration = `
CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  label TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  force_show INTEGER NOT NULL DEFAULT 0,
  requires_translation INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE tag_relations (
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  related_tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  PRIMARY KEY (tag_id, related_tag_id)
) WITHOUT ROWID;

CREATE TABLE series (
  id INTEGER PRIMARY KEY,
  ticker TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  series_type TEXT NOT NULL,
  recurrence TEXT NOT NULL,
  image TEXT NOT NULL,
  icon TEXT NOT NULL,
  active INTEGER NOT NULL,
  closed INTEGER NOT NULL,
  archived INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  ticker TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  resolution_source TEXT NOT NULL,
  image TEXT NOT NULL,
  icon TEXT NOT NULL,
  start_date TEXT NOT NULL,
  creation_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  active INTEGER NOT NULL,
  closed INTEGER NOT NULL,
  archived INTEGER NOT NULL,
  featured INTEGER NOT NULL DEFAULT 0,
  neg_risk INTEGER NOT NULL DEFAULT 0,
  neg_risk_market_id TEXT NOT NULL DEFAULT '',
  event_metadata TEXT NOT NULL DEFAULT '{}',
  -- Aggregates of the event's markets, kept by the catalog module for ordering and filters.
  volume_micros INTEGER NOT NULL DEFAULT 0,
  volume_24hr_micros INTEGER NOT NULL DEFAULT 0,
  liquidity_micros INTEGER NOT NULL DEFAULT 0,
  competitive_micros INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX events_active_closed_volume ON events(active, closed, volume_micros);
CREATE INDEX events_volume ON events(volume_micros);
CREATE INDEX events_end_date ON events(end_date);
CREATE INDEX events_start_date ON events(start_date);

CREATE TABLE event_tags (
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  PRIMARY KEY (event_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX event_tags_by_tag ON event_tags(tag_id, event_id);

CREATE TABLE series_events (
  series_id INTEGER NOT NULL REFERENCES series(id) ON DELETE CASCADE,
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  PRIMARY KEY (series_id, event_id)
) WITHOUT ROWID;
CREATE INDEX series_events_by_event ON series_events(event_id, series_id);

CREATE TABLE markets (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  condition_id TEXT NOT NULL UNIQUE,
  question_id TEXT NOT NULL,
  question TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  resolution_source TEXT NOT NULL,
  image TEXT NOT NULL,
  icon TEXT NOT NULL,
  group_item_title TEXT NOT NULL DEFAULT '',
  outcomes TEXT NOT NULL,                 -- JSON array of outcome labels, in outcome-index order
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  closed_time TEXT,
  active INTEGER NOT NULL,
  closed INTEGER NOT NULL,
  archived INTEGER NOT NULL,
  featured INTEGER NOT NULL DEFAULT 0,
  accepting_orders INTEGER NOT NULL,
  enable_order_book INTEGER NOT NULL DEFAULT 1,
  neg_risk INTEGER NOT NULL DEFAULT 0,
  neg_risk_market_id TEXT NOT NULL DEFAULT '',
  neg_risk_request_id TEXT NOT NULL DEFAULT '',
  tick_size_micros INTEGER NOT NULL,      -- 0.01 -> 10000
  min_order_size_micros INTEGER NOT NULL, -- 5 shares -> 5000000
  maker_base_fee_bps INTEGER NOT NULL DEFAULT 0,
  taker_base_fee_bps INTEGER NOT NULL DEFAULT 0,
  fee_rate_micros INTEGER NOT NULL DEFAULT 0,   -- fd.r × 1e6
  fee_exponent INTEGER NOT NULL DEFAULT 0,      -- fd.e
  fee_taker_only INTEGER NOT NULL DEFAULT 1,    -- fd.to
  rewards_daily_rate_micros INTEGER NOT NULL DEFAULT 0,
  rewards_min_size_micros INTEGER NOT NULL DEFAULT 0,
  rewards_max_spread_micros INTEGER NOT NULL DEFAULT 0,
  creator TEXT NOT NULL DEFAULT '',       -- lower-case wallet address of the market's creator
  winning_outcome_index INTEGER,
  -- Trading statistics, written by the venue (seeded by the demo generator or an import).
  volume_micros INTEGER NOT NULL DEFAULT 0,
  volume_24hr_micros INTEGER NOT NULL DEFAULT 0,
  volume_1wk_micros INTEGER NOT NULL DEFAULT 0,
  volume_1mo_micros INTEGER NOT NULL DEFAULT 0,
  volume_1yr_micros INTEGER NOT NULL DEFAULT 0,
  liquidity_micros INTEGER NOT NULL DEFAULT 0,
  best_bid_micros INTEGER,
  best_ask_micros INTEGER,
  last_trade_price_micros INTEGER,
  one_day_price_change_micros INTEGER,
  competitive_micros INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX markets_active_closed_volume ON markets(active, closed, volume_micros);
CREATE INDEX markets_volume ON markets(volume_micros);
CREATE INDEX markets_liquidity ON markets(liquidity_micros);
CREATE INDEX markets_volume_24hr ON markets(volume_24hr_micros);
CREATE INDEX markets_end_date ON markets(end_date);
CREATE INDEX markets_start_date ON markets(start_date);
CREATE INDEX markets_created_at ON markets(created_at);
CREATE INDEX markets_event ON markets(event_id);
CREATE INDEX markets_creator ON markets(creator);

CREATE TABLE market_tokens (
  token_id TEXT PRIMARY KEY,              -- decimal uint256
  market_id INTEGER NOT NULL REFERENCES markets(id) ON DELETE CASCADE,
  outcome_index INTEGER NOT NULL,
  outcome TEXT NOT NULL,
  UNIQUE (market_id, outcome_index)
);

-- A site lists a subset of the catalog; the creator parameter may name one.
CREATE TABLE sites (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE site_markets (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  market_id INTEGER NOT NULL REFERENCES markets(id) ON DELETE CASCADE,
  PRIMARY KEY (site_id, market_id)
) WITHOUT ROWID;
CREATE INDEX site_markets_by_market ON site_markets(market_id, site_id);

CREATE TABLE profiles (
  address TEXT PRIMARY KEY,               -- lower-case base wallet address
  proxy_wallet TEXT NOT NULL,
  name TEXT NOT NULL,
  pseudonym TEXT NOT NULL,
  bio TEXT NOT NULL,
  profile_image TEXT NOT NULL,
  display_username_public INTEGER NOT NULL DEFAULT 1,
  is_mod INTEGER NOT NULL DEFAULT 0,
  is_creator INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  body TEXT NOT NULL,
  parent_entity_type TEXT NOT NULL,       -- Event or Series
  parent_entity_id INTEGER NOT NULL,
  parent_comment_id INTEGER REFERENCES comments(id) ON DELETE CASCADE,
  user_address TEXT NOT NULL,
  reply_address TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  report_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX comments_by_user ON comments(user_address, created_at);
CREATE INDEX comments_by_parent_comment ON comments(parent_comment_id);
CREATE INDEX comments_by_entity ON comments(parent_entity_type, parent_entity_id, created_at);

CREATE TABLE comment_reactions (
  id INTEGER PRIMARY KEY,
  comment_id INTEGER NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
  reaction_type TEXT NOT NULL,
  user_address TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX comment_reactions_by_comment ON comment_reactions(comment_id);

-- Full-text search over events and tags (external content, kept by triggers).
CREATE VIRTUAL TABLE events_fts USING fts5(
  title, ticker, description, content='events', content_rowid='id',
  tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
CREATE TRIGGER events_fts_insert AFTER INSERT ON events BEGIN
  INSERT INTO events_fts(rowid, title, ticker, description)
  VALUES (new.id, new.title, new.ticker, new.description);
END;
CREATE TRIGGER events_fts_delete AFTER DELETE ON events BEGIN
  INSERT INTO events_fts(events_fts, rowid, title, ticker, description)
  VALUES ('delete', old.id, old.title, old.ticker, old.description);
END;
CREATE TRIGGER events_fts_update AFTER UPDATE OF title, ticker, description ON events BEGIN
  INSERT INTO events_fts(events_fts, rowid, title, ticker, description)
  VALUES ('delete', old.id, old.title, old.ticker, old.description);
  INSERT INTO events_fts(rowid, title, ticker, description)
  VALUES (new.id, new.title, new.ticker, new.description);
END;

CREATE VIRTUAL TABLE tags_fts USING fts5(
  label, slug, content='tags', content_rowid='id',
  tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
CREATE TRIGGER tags_fts_insert AFTER INSERT ON tags BEGIN
  INSERT INTO tags_fts(rowid, label, slug) VALUES (new.id, new.label, new.slug);
END;
CREATE TRIGGER tags_fts_delete AFTER DELETE ON tags BEGIN
  INSERT INTO tags_fts(tags_fts, rowid, label, slug) VALUES ('delete', old.id, old.label, old.slug);
END;
CREATE TRIGGER tags_fts_update AFTER UPDATE OF label, slug ON tags BEGIN
  INSERT INTO tags_fts(tags_fts, rowid, label, slug) VALUES ('delete', old.id, old.label, old.slug);
  INSERT INTO tags_fts(rowid, label, slug) VALUES (new.id, new.label, new.slug);
END;

CREATE TABLE venue_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
