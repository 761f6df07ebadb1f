import type { Database } from '../../storage/index.js';

/**
 * What each kind of cached answer is built from: a table, or a table and the columns whose
 * updates matter. The trading view ignores the statistics every trade updates; catalog answers
 * show all of them.
 */
const WATCHED = {
  answers: [
    ['tags', null],
    ['tag_relations', null],
    ['series', null],
    ['events', null],
    ['event_tags', null],
    ['series_events', null],
    ['markets', null],
    ['market_tokens', null],
    ['site_markets', null],
    ['comments', null],
    ['sports', null],
    ['teams', null],
  ],
  // The trading view of markets (catalog/trading): not the statistics every trade updates.
  trading: [
    [
      'markets',
      `event_id, condition_id, question, slug, icon, tick_size_micros, min_order_size_micros,
       neg_risk, fee_rate_micros, fee_exponent, fee_taker_only, maker_base_fee_bps,
       taker_base_fee_bps, active, closed, archived, accepting_orders, winning_outcome_index`,
    ],
    ['market_tokens', null],
    ['events', 'slug'],
  ],
} as const satisfies Record<string, readonly (readonly [string, string | null])[]>;

export type WatchedAnswers = keyof typeof WATCHED;

/**
 * How long a commit of another connection may go unseen. Reading `data_version` runs an SQLite
 * statement; doing so on every request cost a noticeable share of the throughput of replayed
 * answers (docs/benchmarks.md has the figure).
 */
const OTHER_COMMITS_DELAY_MS = 1;

const trackers = new WeakMap<Database, Map<WatchedAnswers, () => string>>();

function installTracker(db: Database, kind: WatchedAnswers): () => string {
  const changed = `marketdesk_${kind}_changed`;
  let ownChanges = 0;
  db.function(changed, { deterministic: false }, () => {
    ownChanges++;
    return null;
  });
  db.exec(
    WATCHED[kind]
      .flatMap(([table, columns]) =>
        ['INSERT', 'DELETE', columns ? `UPDATE OF ${columns}` : 'UPDATE'].map(
          (operation, index) =>
            `CREATE TEMP TRIGGER IF NOT EXISTS ${kind}_watch_${table}_${index}
             AFTER ${operation} ON main.${table} BEGIN SELECT ${changed}(); END;`,
        ),
      )
      .join('\n'),
  );
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let otherCommits = '';
  let otherCommitsReadAt = -Infinity;
  let token = '';
  let tokenOwnChanges = -1;
  let tokenOtherCommits = '';
  return () => {
    const now = performance.now();
    if (now - otherCommitsReadAt >= OTHER_COMMITS_DELAY_MS) {
      otherCommits = String(dataVersion.get());
      otherCommitsReadAt = now;
    }
    if (ownChanges !== tokenOwnChanges || otherCommits !== tokenOtherCommits) {
      tokenOwnChanges = ownChanges;
      tokenOtherCommits = otherCommits;
      token = `${ownChanges}:${otherCommits}`;
    }
    return token;
  };
}

/**
 * A token that changes whenever answers of `kind` may have changed: writes on this
 * connection are counted by TEMP triggers (rolled-back writes count too, so a token is never
 * reused) and show in the very next token; `data_version` moves when another connection
 * commits, and is read at most once every OTHER_COMMITS_DELAY_MS. One tracker per connection
 * and kind, shared by every module built on it.
 */
export function catalogVersion(db: Database, kind: WatchedAnswers = 'answers'): () => string {
  let byKind = trackers.get(db);
  if (!byKind) {
    byKind = new Map();
    trackers.set(db, byKind);
  }
  let tracker = byKind.get(kind);
  if (!tracker) {
    tracker = installTracker(db, kind);
    byKind.set(kind, tracker);
  }
  return tracker;
}
