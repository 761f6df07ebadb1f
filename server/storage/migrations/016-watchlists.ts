// Watchlists (server/watch): named lists of markets in the trader's order, shared by the
// terminal and scripts.
export const watchlistsMigration = `
CREATE TABLE watchlists (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE TABLE watchlist_markets (
  list_id INTEGER NOT NULL REFERENCES watchlists(id) ON DELETE CASCADE,
  condition_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (list_id, condition_id)
) WITHOUT ROWID;
`;
