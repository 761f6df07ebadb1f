import { Type } from 'typebox';
import { LATEST_UNIX_SECOND, QueryList } from './common.js';

// Pieces the public-data schemas share (not part of the contract's index).

export const Address = Type.String({
  pattern: '^0x[0-9a-fA-F]{40}$',
  description: 'wallet address',
});
export const ConditionIds = QueryList(
  Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', description: 'condition id' }),
  'condition ids, comma-joined or repeated',
);
export const Side = Type.Enum(['BUY', 'SELL']);
export const SortDirection = Type.Enum(['ASC', 'DESC'], { default: 'DESC' });
export const bounded = (max: number, fallback: number) =>
  Type.Integer({ minimum: 0, maximum: max, default: fallback });
export const UnixBound = (description: string) =>
  Type.Integer({ minimum: 0, maximum: LATEST_UNIX_SECOND, description });

export const traderProfile = {
  name: Type.String(),
  pseudonym: Type.String(),
  bio: Type.String(),
  profileImage: Type.String(),
  profileImageOptimized: Type.String(),
};

export const marketFields = {
  title: Type.String({ description: "the market's question" }),
  slug: Type.String(),
  icon: Type.String(),
  eventSlug: Type.String(),
  outcome: Type.String(),
};
