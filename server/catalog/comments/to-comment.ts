import type {
  Comment,
  CommentProfile,
  CommentReaction,
  CommentReply,
} from '../../contract/index.js';
import { assetUrl } from '../shared/index.js';
import type { CommentRow, ProfileRow, ReactionRow, ReplyRow } from './comment-rows.js';

/**
 * The commenter's profile. A wallet without a profile row gets the row defaults: empty
 * strings, its own address as baseAddress, a public (empty) username, no mod or creator flag.
 * positions stays empty until the ledger holds positions. No `profileImageOptimized`: the venue
 * sends one only for an image its optimizer processed (an object with a string `id`, which
 * the official SDK requires), and the local service optimizes none.
 */
export function toProfile(address: string, row: ProfileRow | undefined, baseUrl: string) {
  const profileImage = row ? assetUrl(row.profile_image, baseUrl) : '';
  return {
    name: row?.name ?? '',
    pseudonym: row?.pseudonym ?? '',
    bio: row?.bio ?? '',
    proxyWallet: row?.proxy_wallet ?? '',
    baseAddress: address,
    profileImage,
    displayUsernamePublic: row ? row.display_username_public !== 0 : true,
    isMod: row ? row.is_mod !== 0 : false,
    isCreator: row ? row.is_creator !== 0 : false,
    positions: [],
  } satisfies CommentProfile;
}

export const toReaction = (row: ReactionRow): CommentReaction => ({
  id: String(row.id),
  commentID: row.comment_id,
  reactionType: row.reaction_type,
  userAddress: row.user_address,
  createdAt: row.created_at,
  profile: { proxyWallet: row.proxy_wallet ?? '' },
});

export const toReply = (row: ReplyRow): CommentReply => ({
  id: String(row.id),
  body: row.body,
  userAddress: row.user_address,
  createdAt: row.created_at,
});

export interface CommentExtras {
  profile: CommentProfile;
  reactions: CommentReaction[];
  replies: CommentReply[];
  reactionCount: number;
  replyCount: number;
}

export const toComment = (row: CommentRow, extras: CommentExtras): Comment => ({
  id: String(row.id),
  body: row.body,
  parentEntityType: row.parent_entity_type,
  parentEntityID: row.parent_entity_id,
  parentCommentID: row.parent_comment_id === null ? '' : String(row.parent_comment_id),
  userAddress: row.user_address,
  replyAddress: row.reply_address ?? '',
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  reportCount: row.report_count,
  ...extras,
});
