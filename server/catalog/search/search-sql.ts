import type { SearchTag } from '../../contract/index.js';
import { eventInScope, type CreatorScope, type StatementCache } from '../shared/index.js';

/**
 * Event order: open events before closed ones (as the venue lists them), then relevance
 * (bm25 with title over ticker over description), then volume, then id. bm25 is computed
 * in a materialized CTE because FTS5 refuses auxiliary functions inside an aggregate.
 */
const RANKED_EVENTS = (scopeSql: string) => `WITH matched AS MATERIALIZED (
    SELECT e.id, e.closed, bm25(events_fts, 10.0, 5.0, 1.0) AS score, e.volume_micros AS volume
    FROM events_fts JOIN events e ON e.id = events_fts.rowid
    WHERE events_fts MATCH ? ${scopeSql})
  SELECT json_group_array(id ORDER BY closed, score, volume DESC, id) FROM matched`;

/** Ids of every event matching the expression (and in scope), best first. */
export function rankedEventIds(
  statements: StatementCache,
  expression: string,
  scope: CreatorScope | null,
): number[] {
  const inScope = scope ? eventInScope(scope, 'e.id') : null;
  const sql = RANKED_EVENTS(inScope ? `AND ${inScope.sql}` : '');
  return (statements.valueList(sql, expression, ...(inScope?.params ?? [])) ?? []) as number[];
}

interface TagMatchRow {
  id: number;
  label: string;
  slug: string;
  event_count: number;
}

/** Tags matching the expression with their event counts (in scope), best first. */
export function matchingTags(
  statements: StatementCache,
  expression: string,
  scope: CreatorScope | null,
): SearchTag[] {
  const inScope = scope ? eventInScope(scope, 'et.event_id') : null;
  const sql = `SELECT t.id, t.label, t.slug,
      (SELECT COUNT(*) FROM event_tags et WHERE et.tag_id = t.id
        ${inScope ? `AND ${inScope.sql}` : ''}) AS event_count
    FROM tags_fts JOIN tags t ON t.id = tags_fts.rowid
    WHERE tags_fts MATCH ?
    ORDER BY bm25(tags_fts, 2.0, 1.0), event_count DESC, t.id`;
  const rows = statements.all<TagMatchRow>(sql, ...(inScope?.params ?? []), expression);
  return rows.map((row) => ({
    id: String(row.id),
    label: row.label,
    slug: row.slug,
    event_count: row.event_count,
  }));
}
