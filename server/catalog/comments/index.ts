import { badParameter } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import { groupBy } from '../shared/index.js';
import type { Catalog, CatalogOptions } from '../types.js';
import { createCommentReads, type CountRow } from './comment-rows.js';
import { toComment, toProfile, toReaction, toReply } from './to-comment.js';

const WALLET = /^0x[0-9a-f]{40}$/i;

const countsById = (rows: CountRow[]) => new Map(rows.map((row) => [row.comment_id, row.total]));

/**
 * GET /comments/user_address/{user_address}: a wallet's comments, newest first (id breaks
 * ties), each with its reactions, direct replies and the wallet's profile. Addresses are
 * stored lower-case and matched whatever their case.
 */
export function createCommentQueries(
  db: Database,
  options: CatalogOptions,
): Pick<Catalog, 'commentsByUser'> {
  const reads = createCommentReads(db);
  return {
    commentsByUser(userAddress, { limit, offset }) {
      if (!WALLET.test(userAddress)) {
        throw badParameter('user_address', 'must be 0x followed by 40 hex digits');
      }
      const address = userAddress.toLowerCase();
      const rows = reads.page(address, limit, offset);
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      const profile = toProfile(address, reads.profile(address), options.assetBaseUrl());
      const reactions = groupBy(reads.reactions(ids), (row) => row.comment_id, toReaction);
      const replies = groupBy(reads.replies(ids), (row) => row.parent_comment_id, toReply);
      const reactionCounts = countsById(reads.reactionCounts(ids));
      const replyCounts = countsById(reads.replyCounts(ids));
      return rows.map((row) =>
        toComment(row, {
          profile,
          reactions: reactions.get(row.id) ?? [],
          replies: replies.get(row.id) ?? [],
          reactionCount: reactionCounts.get(row.id) ?? 0,
          replyCount: replyCounts.get(row.id) ?? 0,
        }),
      );
    },
  };
}
