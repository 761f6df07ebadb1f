import {
  badParameter,
  notFound,
  type RelatedTagsQuery,
  type Tag,
  type TagRelationship,
} from '../../contract/index.js';
import { TAG_COLUMNS, toTag, type StatementCache, type TagRow } from '../shared/index.js';
import type { TagKey } from '../types.js';

const NUMERIC_ID = /^\d{1,15}$/;
const CONDITION_ID = /^0x[0-9a-f]{64}$/i;

const TAG_BY_ID = `SELECT ${TAG_COLUMNS} FROM tags t WHERE t.id = ?`;
const TAG_BY_SLUG = `SELECT ${TAG_COLUMNS} FROM tags t WHERE t.slug = ?`;
const EVENT_TAGS = `SELECT ${TAG_COLUMNS} FROM event_tags et JOIN tags t ON t.id = et.tag_id
  WHERE et.event_id = ? ORDER BY t.id`;
const EVENT_EXISTS = 'SELECT 1 FROM events WHERE id = ?';
const MARKET_EVENT = {
  id: 'SELECT event_id FROM markets WHERE id = ?',
  conditionId: 'SELECT event_id FROM markets WHERE condition_id = ?',
};

/** Events of a status that count for omit_empty. */
const EVENT_STATUS: Record<NonNullable<RelatedTagsQuery['status']>, string> = {
  active: 'AND e.active = 1 AND e.closed = 0',
  closed: 'AND e.closed = 1',
  all: '',
};

const relatedSql = (query: RelatedTagsQuery): string => {
  const nonEmpty = query.omit_empty
    ? `AND EXISTS (SELECT 1 FROM event_tags et JOIN events e ON e.id = et.event_id
         WHERE et.tag_id = t.id ${EVENT_STATUS[query.status ?? 'all']})`
    : '';
  return `SELECT ${TAG_COLUMNS} FROM tag_relations r JOIN tags t ON t.id = r.related_tag_id
    WHERE r.tag_id = ? ${nonEmpty} ORDER BY t.id`;
};

/**
 * Tags by id and slug, the tags of a market (its event's: markets carry no tags of their own)
 * or an event, and the tags related to a tag. An unknown tag, market or event is a 404.
 */
export function createTagLookups(statements: StatementCache) {
  const tagRow = (key: TagKey): TagRow => {
    const row =
      'id' in key
        ? statements.all<TagRow>(TAG_BY_ID, key.id)[0]
        : statements.all<TagRow>(TAG_BY_SLUG, key.slug)[0];
    if (!row) throw notFound(`tag ${'id' in key ? key.id : key.slug}`);
    return row;
  };
  const eventTags = (eventId: number): Tag[] =>
    statements.all<TagRow>(EVENT_TAGS, eventId).map(toTag);
  const relatedRows = (key: TagKey, query: RelatedTagsQuery) =>
    statements.all<TagRow>(relatedSql(query), tagRow(key).id);

  return {
    tag: (key: TagKey): Tag => toTag(tagRow(key)),
    eventTags(eventId: number): Tag[] {
      if (statements.column(EVENT_EXISTS, eventId).length === 0) throw notFound(`event ${eventId}`);
      return eventTags(eventId);
    },
    marketTags(idOrConditionId: string): Tag[] {
      const byId = NUMERIC_ID.test(idOrConditionId);
      if (!byId && !CONDITION_ID.test(idOrConditionId)) {
        throw badParameter('id', 'must be a numeric market id or a 0x condition id');
      }
      const [eventId] = byId
        ? statements.column<number>(MARKET_EVENT.id, Number(idOrConditionId))
        : statements.column<number>(MARKET_EVENT.conditionId, idOrConditionId.toLowerCase());
      if (eventId === undefined) throw notFound(`market ${idOrConditionId}`);
      return eventTags(eventId);
    },
    relatedTags(key: TagKey, query: RelatedTagsQuery): TagRelationship[] {
      const tagId = tagRow(key).id;
      return relatedRows(key, query).map((row, index) => ({
        id: `${tagId}-${row.id}`,
        tagID: tagId,
        relatedTagID: row.id,
        rank: index + 1,
      }));
    },
    relatedTagTags: (key: TagKey, query: RelatedTagsQuery): Tag[] =>
      relatedRows(key, query).map(toTag),
  };
}
