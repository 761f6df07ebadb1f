import type { SqlCondition } from './creator-scope.js';

export interface TagFilterQuery {
  tag?: string;
  tag_id?: number;
  tag_slug?: string;
  related_tags?: boolean;
}

const RELATED_BY_ID = 'SELECT related_tag_id FROM tag_relations WHERE tag_id = ?';
const RELATED_BY_SLUG = `SELECT r.related_tag_id FROM tag_relations r
  JOIN tags t ON t.id = r.tag_id WHERE t.slug = ?`;

/**
 * Conditions on an event id expression for tag_id, tag_slug and its alias tag (each given
 * one must hold). With related_tags, a tag also matches through the tags related to it.
 */
export function tagConditions(query: TagFilterQuery, eventId: string): SqlCondition[] {
  const related = query.related_tags === true;
  const tagged = (tagIds: string, params: unknown[]): SqlCondition => ({
    sql: `${eventId} IN (SELECT event_id FROM event_tags WHERE tag_id IN (${tagIds}))`,
    params,
  });
  const conditions: SqlCondition[] = [];
  if (query.tag_id !== undefined) {
    conditions.push(
      related
        ? tagged(`SELECT ? UNION ${RELATED_BY_ID}`, [query.tag_id, query.tag_id])
        : tagged('?', [query.tag_id]),
    );
  }
  const slugs = new Set([query.tag_slug, query.tag].filter((slug) => slug !== undefined));
  for (const slug of slugs) {
    conditions.push(
      related
        ? tagged(`SELECT id FROM tags WHERE slug = ? UNION ${RELATED_BY_SLUG}`, [slug, slug])
        : tagged('SELECT id FROM tags WHERE slug = ?', [slug]),
    );
  }
  return conditions;
}
