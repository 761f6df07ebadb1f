// Market and event search moved to an in-memory prefix index (catalog/search) built from the
// catalog: the full-text tables of migrations 001 and 006 were no longer read, and their
// triggers still rewrote a market's document on every catalog write (seeding, a sync).
export const dropUnusedSearchTablesMigration = `
DROP TRIGGER markets_fts_insert;
DROP TRIGGER markets_fts_delete;
DROP TRIGGER markets_fts_update;
DROP TRIGGER markets_fts_event_title;
DROP TRIGGER markets_fts_tag_added;
DROP TRIGGER markets_fts_tag_removed;
DROP TRIGGER markets_fts_tag_label;
DROP TABLE markets_fts;
DROP TRIGGER events_fts_insert;
DROP TRIGGER events_fts_delete;
DROP TRIGGER events_fts_update;
DROP TABLE events_fts;
`;
