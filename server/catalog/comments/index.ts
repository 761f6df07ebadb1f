import { badParameter, notFound, type Comment } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import { groupBy } from '../shared/index.js';
import type { Catalog, CatalogOptions } from '../types.js';
import {
  createCommentReads,
  type CommentRow,
  type CountRow,
  type ProfileRow,
} from './comment-rows.js';
import { toComment, toProfile, toReaction, toReply } from './to-comment.js';

const WALLET = /^0x[0-9a-f]{40}$/i;

const countsById = (rows: CountRow[]) => new Map(rows.map((row) => [row.comment_id, row.total]));

/**
 * Comments: a wallet's (GET /comments/user_address/{user_address}, newest first, id breaking
 * ties), an event's or a series' (GET /comments), and one by id (GET /comments/{id}, an array
 * of it, as the venue answers). Each comes with its reactions, direct replies and its
 * commenter's profile. Addresses are stored lower-case and matched whatever their case.
 */
export function createCommentQueries(
  db: Database,
  options: CatalogOptions,
): Pick<Catalog, 'commentsByUser' | 'commentsByParent' | 'comment'> {
  const reads = createCommentReads(db);

  function assemble(rows: CommentRow[], profileRows: ProfileRow[]): Comment[] {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const baseUrl = options.assetBaseUrl();
    const profileRowOf = new Map(profileRows.map((row) => [row.address, row]));
    const reactions = groupBy(reads.reactions(ids), (row) => row.comment_id, toReaction);
    const replies = groupBy(reads.replies(ids), (row) => row.parent_comment_id, toReply);
    const reactionCounts = countsById(reads.reactionCounts(ids));
    const replyCounts = countsById(reads.replyCounts(ids));
    return rows.map((row) =>
      toComment(row, {
        profile: toProfile(row.user_address, profileRowOf.get(row.user_address), baseUrl),
        reactions: reactions.get(row.id) ?? [],
        replies: replies.get(row.id) ?? [],
        reactionCount: reactionCounts.get(row.id) ?? 0,
        replyCount: replyCounts.get(row.id) ?? 0,
      }),
    );
  }

  const withProfiles = (rows: CommentRow[]): Comment[] =>
    assemble(
      rows,
      rows.length ? reads.profiles([...new Set(rows.map((row) => row.user_address))]) : [],
    );

  return {
    commentsByUser(userAddress, { limit, offset }) {
      if (!WALLET.test(userAddress)) {
        throw badParameter('user_address', 'must be 0x followed by 40 hex digits');
      }
      const address = userAddress.toLowerCase();
      const rows = reads.page(address, limit, offset);
      const profile = rows.length ? reads.profile(address) : undefined;
      return assemble(rows, profile ? [profile] : []);
    },
    commentsByParent(query) {
      const entity = { type: query.parent_entity_type, id: query.parent_entity_id };
      const order = { column: query.order ?? 'createdAt', ascending: query.ascending };
      return withProfiles(reads.byParent(entity, order, query.limit, query.offset));
    },
    comment(id) {
      const row = reads.byId(id);
      if (!row) throw notFound(`comment ${id}`);
      return withProfiles([row]);
    },
  };
}
