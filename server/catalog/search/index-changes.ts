import type { Database } from '../../storage/index.js';
import { IN_LIST, type StatementCache } from '../shared/index.js';
import type { CatalogIndex } from './catalog-index.js';
import { DEAD, type DocSet } from './doc-set.js';
import {
  EVENT_TEXT,
  eventWords,
  MARKET_TEXT,
  marketWords,
  stateFlags,
  type EventTextRow,
  type MarketTextRow,
} from './index-build.js';

/** What a change of a row means for the index. */
const KINDS = ['event', 'eventState', 'market', 'marketState', 'tag'] as const;
type ChangeKind = (typeof KINDS)[number];

/** The ids noted of each kind: documents to read again (text) or states to read again. */
export type Changes = Record<ChangeKind, Set<number>>;

export const noChanges = (): Changes =>
  Object.fromEntries(KINDS.map((kind) => [kind, new Set<number>()])) as Changes;

export const changeCount = (changes: Changes): number =>
  KINDS.reduce((sum, kind) => sum + changes[kind].size, 0);

export function mergeChanges(into: Changes, from: Changes): void {
  for (const kind of KINDS) for (const id of from[kind]) into[kind].add(id);
}

const FUNCTION = 'marketdesk_search_changed';

/** [table, operation, WHEN condition or '', kind, row id] of each watch. */
const WATCHES: readonly (readonly [string, string, string, ChangeKind, string])[] = [
  ['events', 'INSERT', '', 'event', 'new.id'],
  ['events', 'DELETE', '', 'event', 'old.id'],
  [
    'events',
    'UPDATE OF title, ticker, description',
    `old.title IS NOT new.title OR old.ticker IS NOT new.ticker
      OR old.description IS NOT new.description`,
    'event',
    'new.id',
  ],
  [
    'events',
    'UPDATE OF closed, active, volume_micros',
    `old.closed IS NOT new.closed OR old.active IS NOT new.active
      OR old.volume_micros IS NOT new.volume_micros`,
    'eventState',
    'new.id',
  ],
  ['event_tags', 'INSERT', '', 'event', 'new.event_id'],
  ['event_tags', 'DELETE', '', 'event', 'old.event_id'],
  ['tags', 'UPDATE OF label', 'old.label IS NOT new.label', 'tag', 'new.id'],
  ['markets', 'INSERT', '', 'market', 'new.id'],
  ['markets', 'DELETE', '', 'market', 'old.id'],
  [
    'markets',
    'UPDATE OF question, outcomes, group_item_title, event_id',
    `old.question IS NOT new.question OR old.outcomes IS NOT new.outcomes
      OR old.group_item_title IS NOT new.group_item_title OR old.event_id IS NOT new.event_id`,
    'market',
    'new.id',
  ],
  [
    'markets',
    'UPDATE OF closed, active, volume_micros',
    `old.closed IS NOT new.closed OR old.active IS NOT new.active
      OR old.volume_micros IS NOT new.volume_micros`,
    'marketState',
    'new.id',
  ],
];

export interface ChangeTracker {
  /** The changes noted since the last call, and whether another connection committed any. */
  take(): { changes: Changes; otherCommits: boolean };
}

/**
 * Notes the catalog rows this connection changes that matter to the index (TEMP triggers see
 * only this connection's writes); another connection's commits show in `PRAGMA data_version`
 * and say nothing of what changed.
 */
export function trackChanges(db: Database): ChangeTracker {
  let changes = noChanges();
  db.function(FUNCTION, { deterministic: false }, (kind: unknown, id: unknown) => {
    changes[kind as ChangeKind]?.add(Number(id));
    return null;
  });
  db.exec(
    WATCHES.map(
      ([table, operation, when, kind, id], index) =>
        `CREATE TEMP TRIGGER IF NOT EXISTS search_index_watch_${index}
         AFTER ${operation} ON main.${table} ${when ? `WHEN ${when}` : ''}
         BEGIN SELECT ${FUNCTION}('${kind}', ${id}); END;`,
    ).join('\n'),
  );
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let seen = dataVersion.get();
  return {
    take() {
      const version = dataVersion.get();
      const otherCommits = version !== seen;
      seen = version;
      const taken = changes;
      changes = noChanges();
      return { changes: taken, otherCommits };
    },
  };
}

const inList = (ids: Iterable<number>) => JSON.stringify([...ids]);
const BY_IDS = `WHERE id ${IN_LIST}`;
const TAGGED_EVENTS = `SELECT DISTINCT event_id FROM event_tags WHERE tag_id ${IN_LIST}`;
const EVENT_STATES = `SELECT id, closed, active, volume_micros FROM events ${BY_IDS}`;
const MARKET_STATES = `SELECT id, closed, active, volume_micros FROM markets ${BY_IDS}`;

type StateRow = Pick<EventTextRow, 'id' | 'closed' | 'active' | 'volume_micros'>;

/** Reads the noted rows again and brings the index up to date with them. */
export function applyChanges(
  statements: StatementCache,
  index: CatalogIndex,
  changes: Changes,
): void {
  const { events } = index;
  if (changes.tag.size > 0) {
    for (const id of statements.column<number>(TAGGED_EVENTS, inList(changes.tag))) {
      changes.event.add(id);
    }
  }
  if (changes.event.size > 0) {
    const rows = statements.all<EventTextRow>(`${EVENT_TEXT} ${BY_IDS}`, inList(changes.event));
    for (const row of rows) {
      const slot = events.slot(row.id);
      events.setState(slot, { flags: stateFlags(row), volume: row.volume_micros, parent: -1 });
      events.setWords(slot, eventWords(row));
    }
    deleteMissing(events, changes.event, rows);
  }
  const states = [...changes.eventState].filter((id) => !changes.event.has(id));
  if (states.length > 0) {
    for (const row of statements.all<StateRow>(EVENT_STATES, inList(states))) {
      const slot = events.slotOf.get(row.id);
      if (slot === undefined || (events.flags[slot]! & DEAD) !== 0) continue;
      events.setState(slot, { flags: stateFlags(row), volume: row.volume_micros, parent: -1 });
    }
  }
  applyMarketChanges(statements, index, changes);
}

/** Deletes from the index the documents of `ids` the catalog no longer holds. */
function deleteMissing(set: DocSet, ids: Set<number>, found: readonly { id: number }[]): void {
  const kept = new Set(found.map((row) => row.id));
  for (const id of ids) {
    const slot = set.slotOf.get(id);
    if (slot !== undefined && !kept.has(id)) set.setWords(slot, null);
  }
}

function applyMarketChanges(
  statements: StatementCache,
  index: CatalogIndex,
  changes: Changes,
): void {
  const { events, markets } = index;
  if (changes.market.size > 0) {
    const rows = statements.all<MarketTextRow>(`${MARKET_TEXT} ${BY_IDS}`, inList(changes.market));
    for (const row of rows) {
      const slot = markets.slot(row.id);
      const parent = events.slotOf.get(row.event_id) ?? -1;
      if (parent >= 0 && markets.parents[slot] !== parent) index.joinEvent(slot, parent);
      markets.setState(slot, { flags: stateFlags(row), volume: row.volume_micros, parent });
      markets.setWords(slot, marketWords(row));
    }
    deleteMissing(markets, changes.market, rows);
  }
  const states = [...changes.marketState].filter((id) => !changes.market.has(id));
  if (states.length === 0) return;
  for (const row of statements.all<StateRow>(MARKET_STATES, inList(states))) {
    const slot = markets.slotOf.get(row.id);
    if (slot === undefined || (markets.flags[slot]! & DEAD) !== 0) continue;
    const parent = markets.parents[slot]!;
    markets.setState(slot, { flags: stateFlags(row), volume: row.volume_micros, parent });
  }
}
