import type { Database } from '../../storage/index.js';
import { CatalogIndex, EVENT_FIELDS, MARKET_FIELDS } from './catalog-index.js';
import { ACTIVE, CLOSED, type DocSet } from './doc-set.js';
import { documentWords, PostingsBuilder, type Postings } from './postings.js';

/** Rows read and indexed between two chances for the event loop to do other work. */
const ROWS_PER_STEP = 1_000;

export interface EventTextRow {
  id: number;
  title: string;
  ticker: string;
  description: string;
  tags: string | null;
  closed: number;
  active: number;
  volume_micros: number;
}

export interface MarketTextRow {
  id: number;
  event_id: number;
  question: string;
  outcomes: string;
  group_item_title: string;
  closed: number;
  active: number;
  volume_micros: number;
}

export const stateFlags = (row: { closed: number; active: number }): number =>
  (row.closed ? CLOSED : 0) | (row.active ? ACTIVE : 0);

const eventFields = (row: EventTextRow) => {
  const text = {
    title: row.title,
    ticker: row.ticker,
    description: row.description,
    tags: row.tags,
  };
  return EVENT_FIELDS.map((field) => text[field]);
};

const marketFields = (row: MarketTextRow) => {
  const text = { question: row.question, outcomes: row.outcomes, groupTitle: row.group_item_title };
  return MARKET_FIELDS.map((field) => text[field]);
};

export const eventWords = (row: EventTextRow) => documentWords(eventFields(row));

export const marketWords = (row: MarketTextRow) => documentWords(marketFields(row));

/** Event rows with their tag labels; `WHERE` is completed by the caller. */
export const EVENT_TEXT = `SELECT e.id, e.title, e.ticker, e.description, e.closed, e.active,
    e.volume_micros, (SELECT group_concat(t.label, ' ') FROM event_tags et
      JOIN tags t ON t.id = et.tag_id WHERE et.event_id = e.id) AS tags
  FROM events e`;

export const MARKET_TEXT = `SELECT m.id, m.event_id, m.question, m.outcomes, m.group_item_title,
    m.closed, m.active, m.volume_micros FROM markets m`;

function* indexRows<Row extends { id: number }>(
  db: Database,
  sql: string,
  set: DocSet,
  add: (slot: number, row: Row) => readonly (string | null)[],
): Generator<void, Postings> {
  const page = db.prepare<[number, number], Row>(`${sql} WHERE id > ? ORDER BY id LIMIT ?`);
  const postings = new PostingsBuilder();
  let after = -Infinity;
  for (;;) {
    const rows = page.all(after, ROWS_PER_STEP);
    for (const row of rows) {
      const slot = set.slot(row.id);
      postings.addDocument(slot, add(slot, row));
    }
    const last = rows[rows.length - 1];
    if (!last) return postings.finish();
    after = last.id;
    yield;
  }
}

/**
 * Builds the index from the catalog, a page of rows per step (the caller may run other work
 * between steps). A row changed while the build runs may be read before or after its change:
 * the caller applies the changes noted meanwhile once it is done.
 */
export function* buildCatalogIndex(db: Database): Generator<void, CatalogIndex> {
  const index = new CatalogIndex();
  const { events, markets } = index;
  const eventPostings = yield* indexRows<EventTextRow>(db, EVENT_TEXT, events, (slot, row) => {
    events.setState(slot, { flags: stateFlags(row), volume: row.volume_micros, parent: -1 });
    return eventFields(row);
  });
  events.setPostings(eventPostings);
  yield;
  const marketPostings = yield* indexRows<MarketTextRow>(db, MARKET_TEXT, markets, (slot, row) => {
    const parent = events.slotOf.get(row.event_id) ?? -1;
    markets.setState(slot, { flags: stateFlags(row), volume: row.volume_micros, parent });
    return marketFields(row);
  });
  markets.setPostings(marketPostings);
  index.setChildren();
  return index;
}
