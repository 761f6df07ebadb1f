import type { Database } from '../../storage/index.js';
import { eventRow, marketRows, seriesRow, tagRow } from './to-rows.js';
import type { WireEvent, WireMarket, WireSeries, WireTag } from './wire.js';

export type CatalogKind = 'tags' | 'series' | 'events' | 'markets';

/** An upsert by id; a full pass marks the row (an incremental sync leaves its mark). */
function upsertSql(table: string, columns: readonly string[]): string {
  const updates = columns.filter((column) => column !== 'id');
  return `INSERT INTO ${table} (${columns.join(', ')}, sync_pass)
    VALUES (${columns.map((column) => `@${column}`).join(', ')}, @sync_pass)
    ON CONFLICT(id) DO UPDATE SET ${updates.map((column) => `${column} = excluded.${column}`).join(', ')},
      sync_pass = COALESCE(excluded.sync_pass, ${table}.sync_pass)`;
}

/** What writing a row did: inserted it, rewrote it, or found it as the upstream has it. */
type Written = 'new' | 'changed' | 'same';

const columnsOf = (row: object): string[] => Object.keys(row);

/**
 * Writes upstream catalog objects into the tables the local catalog serves from. Callers wrap
 * a page in one transaction. `pass` is the full pass the objects were listed by (their rows
 * are marked with it), or null for an incremental sync.
 */
export function createCatalogStore(db: Database) {
  const sample = {
    tags: tagRow({ id: 0 }),
    series: seriesRow({ id: 0 }),
    events: eventRow({ id: 0 }),
    markets: marketRows({ id: 0 }, 0).row,
  };
  const KINDS = ['tags', 'series', 'events', 'markets'] as const;
  const byKind = <T>(make: (table: CatalogKind) => T): Record<CatalogKind, T> =>
    Object.fromEntries(KINDS.map((table) => [table, make(table)])) as Record<CatalogKind, T>;
  /** Bound by column name: the statement's columns are those of the kind's row type. */
  const upsert = byKind((table) =>
    db.prepare<[Record<string, unknown>]>(upsertSql(table, columnsOf(sample[table]))),
  );
  const mark = byKind((table) =>
    db.prepare<[number, number, number]>(
      `UPDATE ${table} SET sync_pass = ? WHERE id = ? AND sync_pass IS NOT ?`,
    ),
  );
  // Another row holding a unique key of the incoming one was renamed or replaced upstream.
  const clearTagSlug = db.prepare('DELETE FROM tags WHERE slug = ? AND id <> ?');
  const clearSeriesSlug = db.prepare('DELETE FROM series WHERE slug = ? AND id <> ?');
  const clearEventSlug = db.prepare('DELETE FROM events WHERE slug = ? AND id <> ?');
  const clearMarketKeys = db.prepare(
    'DELETE FROM markets WHERE (slug = ? OR condition_id = ?) AND id <> ?',
  );
  const dropEventTags = db.prepare(
    `DELETE FROM event_tags WHERE event_id = ? AND tag_id NOT IN (SELECT value FROM json_each(?))`,
  );
  const addEventTag = db.prepare(
    'INSERT OR IGNORE INTO event_tags (event_id, tag_id) VALUES (?, ?)',
  );
  const dropEventSeries = db.prepare(
    `DELETE FROM series_events WHERE event_id = ?
       AND series_id NOT IN (SELECT value FROM json_each(?))`,
  );
  const addEventSeries = db.prepare(
    'INSERT OR IGNORE INTO series_events (series_id, event_id) VALUES (?, ?)',
  );
  const dropTokens = db.prepare(
    `DELETE FROM market_tokens WHERE market_id = ?
       AND token_id NOT IN (SELECT value FROM json_each(?))`,
  );
  const putToken = db.prepare(
    `INSERT INTO market_tokens (token_id, market_id, outcome_index, outcome) VALUES (?, ?, ?, ?)
     ON CONFLICT(token_id) DO UPDATE SET market_id = excluded.market_id,
       outcome_index = excluded.outcome_index, outcome = excluded.outcome
     WHERE market_id IS NOT excluded.market_id OR outcome_index IS NOT excluded.outcome_index
       OR outcome IS NOT excluded.outcome`,
  );
  // A row without the upstream's text (written before the mirror kept it) counts as changed.
  const storedUpdate = byKind((table) =>
    db
      .prepare<[number], string>(
        `SELECT IIF(upstream_json IS NULL, '', updated_at) FROM ${table} WHERE id = ?`,
      )
      .pluck(),
  );
  const eventExists = db.prepare<[number]>('SELECT 1 FROM events WHERE id = ?').pluck();
  const remove = byKind((table) => db.prepare<[number]>(`DELETE FROM ${table} WHERE id = ?`));
  const unmarked = byKind((table) =>
    db
      .prepare<[number], number>(`SELECT id FROM ${table} WHERE sync_pass IS NOT ? ORDER BY id`)
      .pluck(),
  );
  const count = {
    markets: db.prepare('SELECT COUNT(*) FROM markets').pluck(),
    events: db.prepare('SELECT COUNT(*) FROM events').pluck(),
  };

  /**
   * A row is rewritten only when the upstream's `updatedAt` differs from the stored one (or
   * the row lacks the upstream's text):
   * rewriting an unchanged row would only re-index it and empty the catalog's answer caches.
   * `clearKeys` first deletes another row holding one of its unique keys (renamed upstream).
   */
  function writeRow<R extends { id: number; updated_at: string }>(
    kind: CatalogKind,
    row: R,
    pass: number | null,
    clearKeys: () => void,
  ): Written {
    const stored = storedUpdate[kind].get(row.id);
    if (stored === row.updated_at) {
      if (pass !== null) mark[kind].run(pass, row.id, pass);
      return 'same';
    }
    clearKeys();
    upsert[kind].run({ ...row, sync_pass: pass });
    return stored === undefined ? 'new' : 'changed';
  }

  function putTag(tag: WireTag, pass: number | null): void {
    const row = tagRow(tag);
    writeRow('tags', row, pass, () => clearTagSlug.run(row.slug, row.id));
  }

  function putSeries(series: WireSeries, pass: number | null): void {
    const row = seriesRow(series);
    writeRow('series', row, pass, () => clearSeriesSlug.run(row.slug, row.id));
  }

  function putMarket(market: WireMarket, eventId: number, pass: number | null): void {
    const { row, tokens } = marketRows(market, eventId);
    const written = writeRow('markets', row, pass, () =>
      clearMarketKeys.run(row.slug, row.condition_id, row.id),
    );
    if (written === 'same') return;
    if (written === 'changed') {
      dropTokens.run(row.id, JSON.stringify(tokens.map((token) => token.tokenId)));
    }
    tokens.forEach((token, index) => putToken.run(token.tokenId, row.id, index, token.outcome));
  }

  /** An event with its tags, series and markets (those it carries). */
  function putEvent(event: WireEvent, pass: number | null): void {
    const row = eventRow(event);
    const tags = event.tags ?? [];
    const series = event.series ?? [];
    for (const tag of tags) putTag(tag, pass);
    for (const item of series) putSeries(item, pass);
    const written = writeRow('events', row, pass, () => clearEventSlug.run(row.slug, row.id));
    if (written !== 'same') {
      const tagIds = tags.map((tag) => Number(tag.id));
      const seriesIds = series.map((item) => Number(item.id));
      if (written === 'changed') {
        dropEventTags.run(row.id, JSON.stringify(tagIds));
        dropEventSeries.run(row.id, JSON.stringify(seriesIds));
      }
      for (const tagId of tagIds) addEventTag.run(row.id, tagId);
      for (const seriesId of seriesIds) addEventSeries.run(seriesId, row.id);
    }
    for (const market of event.markets ?? []) putMarket(market, row.id, pass);
  }

  return {
    putTag,
    putSeries,
    putEvent,
    putMarket,
    hasEvent: (id: number): boolean => eventExists.get(id) !== undefined,
    /** Ids of the rows of a kind that the full pass `pass` did not list. */
    unlisted: (kind: CatalogKind, pass: number): number[] => unmarked[kind].all(pass),
    /** Deletes a row (an event's markets, tokens and links go with it). */
    remove: (kind: CatalogKind, id: number): void => void remove[kind].run(id),
    counts: () => ({
      markets: count.markets.get() as number,
      events: count.events.get() as number,
    }),
  };
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;
