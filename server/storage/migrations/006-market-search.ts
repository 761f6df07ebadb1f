// Type-ahead over markets (catalog.searchMarkets): one full-text row per market holding its
// question, outcome labels, group item title, its event's title and the event's tag labels.
// Triggers keep it current whenever the catalog writer changes any of these.
const DOCUMENT = (market: string) => `
  ${market}.id, ${market}.question, ${market}.outcomes, ${market}.group_item_title,
  (SELECT title FROM events WHERE id = ${market}.event_id),
  (SELECT group_concat(t.label, ' ') FROM event_tags et JOIN tags t ON t.id = et.tag_id
    WHERE et.event_id = ${market}.event_id)`;

const REINDEX_EVENT = (eventId: string) => `
  DELETE FROM markets_fts WHERE rowid IN (SELECT id FROM markets WHERE event_id = ${eventId});
  INSERT INTO markets_fts(rowid, question, outcomes, group_title, event_title, tags)
  SELECT ${DOCUMENT('m')} FROM markets m WHERE m.event_id = ${eventId};`;

export const marketSearchMigration = `
CREATE VIRTUAL TABLE markets_fts USING fts5(
  question, outcomes, group_title, event_title, tags,
  tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
);
INSERT INTO markets_fts(rowid, question, outcomes, group_title, event_title, tags)
SELECT ${DOCUMENT('m')} FROM markets m;

CREATE TRIGGER markets_fts_insert AFTER INSERT ON markets BEGIN
  INSERT INTO markets_fts(rowid, question, outcomes, group_title, event_title, tags)
  SELECT ${DOCUMENT('new')};
END;
CREATE TRIGGER markets_fts_delete AFTER DELETE ON markets BEGIN
  DELETE FROM markets_fts WHERE rowid = old.id;
END;
CREATE TRIGGER markets_fts_update
AFTER UPDATE OF question, outcomes, group_item_title, event_id ON markets BEGIN
  DELETE FROM markets_fts WHERE rowid = old.id;
  INSERT INTO markets_fts(rowid, question, outcomes, group_title, event_title, tags)
  SELECT ${DOCUMENT('new')};
END;
CREATE TRIGGER markets_fts_event_title AFTER UPDATE OF title ON events BEGIN
  ${REINDEX_EVENT('new.id')}
END;
CREATE TRIGGER markets_fts_tag_added AFTER INSERT ON event_tags BEGIN
  ${REINDEX_EVENT('new.event_id')}
END;
CREATE TRIGGER markets_fts_tag_removed AFTER DELETE ON event_tags BEGIN
  ${REINDEX_EVENT('old.event_id')}
END;
CREATE TRIGGER markets_fts_tag_label AFTER UPDATE OF label ON tags BEGIN
  DELETE FROM markets_fts WHERE rowid IN (SELECT m.id FROM markets m
    JOIN event_tags et ON et.event_id = m.event_id WHERE et.tag_id = new.id);
  INSERT INTO markets_fts(rowid, question, outcomes, group_title, event_title, tags)
  SELECT ${DOCUMENT('m')} FROM markets m JOIN event_tags et ON et.event_id = m.event_id
   WHERE et.tag_id = new.id;
END;
`;
