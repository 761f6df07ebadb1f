// Mirror mode's catalog sync (server/mirror/sync). Figures a mirror cannot compute itself are
// stored as the upstream sent them: an event's comment count (its comments are not synced) is
// served from `upstream_comment_count` when it is set. `sync_pass` marks the rows each full
// pass listed, so the rows it did not list are the candidates for deletion. The sync's cursors
// and watermarks live in `mirror_sync_state`, committed with the page they follow, so an
// interrupted sync resumes where it stopped. The lists by update time are what a mirror's
// incremental sync reads of its upstream: indexed, a page of them is read in order, not sorted.
export const mirrorSyncMigration = `
CREATE INDEX markets_updated_at ON markets(updated_at);
CREATE INDEX events_updated_at ON events(updated_at);
ALTER TABLE events ADD COLUMN upstream_comment_count INTEGER;
ALTER TABLE events ADD COLUMN sync_pass INTEGER;
ALTER TABLE markets ADD COLUMN sync_pass INTEGER;
ALTER TABLE tags ADD COLUMN sync_pass INTEGER;
ALTER TABLE series ADD COLUMN sync_pass INTEGER;
CREATE TABLE mirror_sync_state (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
