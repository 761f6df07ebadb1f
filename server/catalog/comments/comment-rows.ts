import type { Database } from '../../storage/index.js';
import { IN_LIST, jsonList } from '../shared/index.js';

/** Reactions and reply summaries listed per comment; reactionCount and replyCount stay exact. */
export const LISTED_PER_COMMENT = 50;

export interface CommentRow {
  id: number;
  body: string;
  parent_entity_type: string;
  parent_entity_id: number;
  parent_comment_id: number | null;
  user_address: string;
  reply_address: string | null;
  created_at: string;
  updated_at: string;
  report_count: number;
}

export interface ReactionRow {
  id: number;
  comment_id: number;
  reaction_type: string;
  user_address: string;
  created_at: string;
  proxy_wallet: string | null;
}

export interface ReplyRow {
  id: number;
  parent_comment_id: number;
  body: string;
  user_address: string;
  created_at: string;
}

export interface ProfileRow {
  address: string;
  proxy_wallet: string;
  name: string;
  pseudonym: string;
  bio: string;
  profile_image: string;
  display_username_public: number;
  is_mod: number;
  is_creator: number;
}

export interface CountRow {
  comment_id: number;
  total: number;
}

const COMMENT_COLUMNS = `id, body, parent_entity_type, parent_entity_id, parent_comment_id,
    user_address, reply_address, created_at, updated_at, report_count`;

// comments_by_user (user_address, created_at, rowid) serves the filter and the whole order.
const PAGE = `SELECT ${COMMENT_COLUMNS}
  FROM comments WHERE user_address = ?
  ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`;

/** Sort columns of comments by parent entity, by their wire name. */
export const PARENT_ORDER_COLUMNS = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  reactionCount: '(SELECT COUNT(*) FROM comment_reactions r WHERE r.comment_id = comments.id)',
} as const;

export type ParentOrder = keyof typeof PARENT_ORDER_COLUMNS;

// comments_by_entity (parent_entity_type, parent_entity_id, created_at) serves the filter.
const byParentSql = (order: ParentOrder, ascending: boolean): string => {
  const direction = ascending ? 'ASC' : 'DESC';
  return `SELECT ${COMMENT_COLUMNS} FROM comments
    WHERE parent_entity_type = ? AND parent_entity_id = ?
    ORDER BY ${PARENT_ORDER_COLUMNS[order]} ${direction}, id ${direction} LIMIT ? OFFSET ?`;
};

const BY_ID = `SELECT ${COMMENT_COLUMNS} FROM comments WHERE id = ?`;

const PROFILE = `SELECT address, proxy_wallet, name, pseudonym, bio, profile_image,
    display_username_public, is_mod, is_creator
  FROM profiles WHERE address = ?`;

const PROFILES = `SELECT address, proxy_wallet, name, pseudonym, bio, profile_image,
    display_username_public, is_mod, is_creator
  FROM profiles WHERE address ${IN_LIST}`;

// Oldest first, the first LISTED_PER_COMMENT of each comment, with the reactor's proxy wallet.
const REACTIONS = `SELECT id, comment_id, reaction_type, user_address, created_at, proxy_wallet
  FROM (SELECT r.id, r.comment_id, r.reaction_type, r.user_address, r.created_at,
          p.proxy_wallet,
          ROW_NUMBER() OVER (PARTITION BY r.comment_id ORDER BY r.created_at, r.id) AS position
        FROM comment_reactions r LEFT JOIN profiles p ON p.address = r.user_address
        WHERE r.comment_id ${IN_LIST})
  WHERE position <= ${LISTED_PER_COMMENT} ORDER BY comment_id, position`;

const REACTION_COUNTS = `SELECT comment_id, COUNT(*) AS total FROM comment_reactions
  WHERE comment_id ${IN_LIST} GROUP BY comment_id`;

const REPLIES = `SELECT id, parent_comment_id, body, user_address, created_at
  FROM (SELECT id, parent_comment_id, body, user_address, created_at,
          ROW_NUMBER() OVER (PARTITION BY parent_comment_id ORDER BY created_at, id) AS position
        FROM comments WHERE parent_comment_id ${IN_LIST})
  WHERE position <= ${LISTED_PER_COMMENT} ORDER BY parent_comment_id, position`;

const REPLY_COUNTS = `SELECT parent_comment_id AS comment_id, COUNT(*) AS total FROM comments
  WHERE parent_comment_id ${IN_LIST} GROUP BY parent_comment_id`;

/** The reads behind a page of comments: one statement per kind of row, whatever the page size. */
export function createCommentReads(db: Database) {
  const page = db.prepare(PAGE);
  const profile = db.prepare(PROFILE);
  const profiles = db.prepare(PROFILES);
  const byId = db.prepare(BY_ID);
  const byParent = new Map(
    (Object.keys(PARENT_ORDER_COLUMNS) as ParentOrder[]).flatMap((order) =>
      [true, false].map((ascending) => [
        `${order} ${ascending}`,
        db.prepare(byParentSql(order, ascending)),
      ]),
    ),
  );
  const reactions = db.prepare(REACTIONS);
  const reactionCounts = db.prepare(REACTION_COUNTS);
  const replies = db.prepare(REPLIES);
  const replyCounts = db.prepare(REPLY_COUNTS);
  return {
    page: (address: string, limit: number, offset: number) =>
      page.all(address, limit, offset) as CommentRow[],
    byParent: (
      entity: { type: string; id: number },
      order: { column: ParentOrder; ascending: boolean },
      limit: number,
      offset: number,
    ) =>
      byParent
        .get(`${order.column} ${order.ascending}`)!
        .all(entity.type, entity.id, limit, offset) as CommentRow[],
    byId: (id: number) => byId.get(id) as CommentRow | undefined,
    profile: (address: string) => profile.get(address) as ProfileRow | undefined,
    profiles: (addresses: readonly string[]) => profiles.all(jsonList(addresses)) as ProfileRow[],
    reactions: (ids: readonly number[]) => reactions.all(jsonList(ids)) as ReactionRow[],
    reactionCounts: (ids: readonly number[]) => reactionCounts.all(jsonList(ids)) as CountRow[],
    replies: (ids: readonly number[]) => replies.all(jsonList(ids)) as ReplyRow[],
    replyCounts: (ids: readonly number[]) => replyCounts.all(jsonList(ids)) as CountRow[],
  };
}

export type CommentReads = ReturnType<typeof createCommentReads>;
