import type { Database } from '../../storage/index.js';

/** Every table a catalog answer (market, event, series, tag) is built from. */
const WATCHED_TABLES = [
  'tags',
  'tag_relations',
  'series',
  'events',
  'event_tags',
  'series_events',
  'markets',
  'market_tokens',
  'site_markets',
  'comments',
] as const;

const CHANGED = 'marketdesk_catalog_answers_changed';

const trackers = new WeakMap<Database, () => string>();

function installTracker(db: Database): () => string {
  let ownChanges = 0;
  db.function(CHANGED, { deterministic: false }, () => {
    ownChanges++;
    return null;
  });
  db.exec(
    WATCHED_TABLES.flatMap((table) =>
      ['INSERT', 'UPDATE', 'DELETE'].map(
        (operation) =>
          `CREATE TEMP TRIGGER IF NOT EXISTS catalog_answers_${table}_${operation.toLowerCase()}
           AFTER ${operation} ON main.${table} BEGIN SELECT ${CHANGED}(); END;`,
      ),
    ).join('\n'),
  );
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  return () => `${ownChanges}:${String(dataVersion.get())}`;
}

/**
 * A token that changes whenever a catalog answer may have changed: writes on this connection
 * are counted by TEMP triggers (rolled-back writes count too, so a token is never reused)
 * and `data_version` moves when another connection commits. One tracker per connection.
 */
export function catalogVersion(db: Database): () => string {
  let tracker = trackers.get(db);
  if (!tracker) {
    tracker = installTracker(db);
    trackers.set(db, tracker);
  }
  return tracker;
}
