// Sports and teams (GET /sports, GET /teams): the leagues of the catalog's sports markets, each
// with its tags and series, and their teams.
export const sportsMigration = `
CREATE TABLE sports (
  id INTEGER PRIMARY KEY,
  sport TEXT NOT NULL UNIQUE,
  image TEXT NOT NULL,
  resolution TEXT NOT NULL,
  ordering TEXT NOT NULL,
  tag_ids TEXT NOT NULL,                  -- comma-separated tag ids, as the venue answers them
  series_id INTEGER REFERENCES series(id),
  created_at TEXT NOT NULL
);

CREATE TABLE teams (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  league TEXT NOT NULL,
  record TEXT NOT NULL,
  logo TEXT NOT NULL,
  abbreviation TEXT NOT NULL,
  alias TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX teams_by_league ON teams(league, id);
`;
