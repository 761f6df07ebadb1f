// Alerts and conditional orders (server/watch): what the service watches for the trader, each
// firing it recorded, and the orders it holds until their condition fires, with every change
// of their state. Sizes and prices are integers (micro-units, ticks of 0.0001).
export const alertsMigration = `
CREATE TABLE alerts (
  id INTEGER PRIMARY KEY,
  condition_json TEXT NOT NULL,
  rearm_json TEXT NOT NULL,
  note TEXT NOT NULL,
  state TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_fired_at INTEGER,
  firings INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE alert_firings (
  id INTEGER PRIMARY KEY,
  alert_id INTEGER NOT NULL REFERENCES alerts(id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  value TEXT NOT NULL,
  summary TEXT NOT NULL,
  condition_id TEXT
);
CREATE INDEX alert_firings_by_alert ON alert_firings(alert_id, id);
CREATE TABLE conditional_orders (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  token_id TEXT NOT NULL,
  condition_id TEXT NOT NULL,
  address TEXT NOT NULL,
  size_micros INTEGER NOT NULL,
  trigger TEXT NOT NULL,
  trigger_ticks INTEGER,
  trail_ticks INTEGER,
  peak_ticks INTEGER,
  worst_ticks INTEGER NOT NULL,
  oco_with INTEGER,
  state TEXT NOT NULL,
  order_id TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX conditional_orders_by_state ON conditional_orders(state);
CREATE TABLE conditional_events (
  id INTEGER PRIMARY KEY,
  conditional_id INTEGER NOT NULL REFERENCES conditional_orders(id),
  at INTEGER NOT NULL,
  state TEXT NOT NULL,
  detail TEXT NOT NULL
);
CREATE INDEX conditional_events_by_order ON conditional_events(conditional_id, id);
`;
