import type { Database } from '../../storage/index.js';

/** Tables (and the updated columns) whose changes can alter a search answer. */
const WATCHED: readonly (readonly [table: string, updatedColumns: string | null])[] = [
  ['events', 'title, ticker, description, closed, volume_micros'],
  ['tags', 'label, slug'],
  ['event_tags', null],
  ['markets', 'event_id, creator'],
  ['site_markets', null],
];

const CHANGED = 'marketdesk_search_catalog_changed';

const trackers = new WeakMap<Database, () => string>();

function installTracker(db: Database): () => string {
  let ownChanges = 0;
  db.function(CHANGED, { deterministic: false }, () => {
    ownChanges++;
    return null;
  });
  const triggers = WATCHED.flatMap(([table, columns]) =>
    (['INSERT', 'DELETE', columns ? `UPDATE OF ${columns}` : 'UPDATE'] as const).map(
      (operation, index) =>
        `CREATE TEMP TRIGGER IF NOT EXISTS search_watch_${table}_${index}
         AFTER ${operation} ON main.${table} BEGIN SELECT ${CHANGED}(); END;`,
    ),
  );
  db.exec(triggers.join('\n'));
  const dataVersion = db.prepare('SELECT data_version FROM pragma_data_version').pluck();
  return () => `${ownChanges}:${String(dataVersion.get())}`;
}

/**
 * A token that changes whenever the search inputs may have changed: catalog writes on this
 * connection are counted by TEMP triggers (a JS counter, so a rolled-back write still counts
 * and a token is never reused), and `data_version` moves when another connection commits.
 * Writes elsewhere (orders, credentials, comments) leave it alone, so cached rankings survive
 * them. One tracker per connection, shared by every search built on it.
 */
export function catalogVersion(db: Database): () => string {
  let tracker = trackers.get(db);
  if (!tracker) {
    tracker = installTracker(db);
    trackers.set(db, tracker);
  }
  return tracker;
}
