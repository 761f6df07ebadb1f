import { Type, type Static } from 'typebox';
import { IsoDate } from './common.js';

export const CommentProfile = Type.Object({
  name: Type.String(),
  pseudonym: Type.String(),
  bio: Type.String(),
  proxyWallet: Type.String(),
  baseAddress: Type.String(),
  profileImage: Type.String(),
  displayUsernamePublic: Type.Boolean(),
  isMod: Type.Boolean(),
  isCreator: Type.Boolean(),
  positions: Type.Array(Type.Object({ tokenId: Type.String(), positionSize: Type.String() })),
});

export const CommentReaction = Type.Object({
  id: Type.String(),
  commentID: Type.Integer(),
  reactionType: Type.String(),
  userAddress: Type.String(),
  createdAt: IsoDate,
  /** The reacting wallet's proxy wallet ("" when it has no profile). */
  profile: Type.Object({ proxyWallet: Type.String() }),
});

export const CommentReply = Type.Object({
  id: Type.String(),
  body: Type.String(),
  userAddress: Type.String(),
  createdAt: IsoDate,
});

export const Comment = Type.Object({
  id: Type.String(),
  body: Type.String(),
  parentEntityType: Type.String(),
  parentEntityID: Type.Integer(),
  parentCommentID: Type.String(),
  userAddress: Type.String(),
  replyAddress: Type.String(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  profile: CommentProfile,
  reactions: Type.Array(CommentReaction),
  replies: Type.Array(CommentReply),
  reportCount: Type.Integer(),
  reactionCount: Type.Integer(),
  replyCount: Type.Integer(),
});
export type Comment = Static<typeof Comment>;
export type CommentProfile = Static<typeof CommentProfile>;
export type CommentReaction = Static<typeof CommentReaction>;
export type CommentReply = Static<typeof CommentReply>;
