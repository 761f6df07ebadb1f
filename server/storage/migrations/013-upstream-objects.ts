// A mirror keeps each catalog object as its upstream sent it (docs/mirror.md, "What the mirror
// copies"): `upstream_json` holds the object's JSON text, served as it came; the other columns
// stay for filtering, ordering, search and trading. NULL on a local venue's rows. The sync's
// state is dropped so that a mirror's next sync is a full pass, which stores every object's text.
export const upstreamObjectsMigration = `
ALTER TABLE markets ADD COLUMN upstream_json TEXT;
ALTER TABLE events ADD COLUMN upstream_json TEXT;
ALTER TABLE series ADD COLUMN upstream_json TEXT;
ALTER TABLE tags ADD COLUMN upstream_json TEXT;
ALTER TABLE sports ADD COLUMN upstream_json TEXT;
ALTER TABLE teams ADD COLUMN upstream_json TEXT;
DELETE FROM mirror_sync_state;
`;
