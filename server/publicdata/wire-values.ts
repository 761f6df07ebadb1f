import { assetUrl, type TradingMarket } from '../catalog/index.js';

/** `asset` in public data: the condition id, a colon, then the outcome index. */
export const assetOf = (conditionId: string, outcomeIndex: number): string =>
  `${conditionId}:${outcomeIndex}`;

/** The market columns every public-data item carries, for one outcome of `market`. */
export function marketFields(market: TradingMarket | undefined, outcomeIndex: number) {
  return {
    title: market?.question ?? '',
    slug: market?.slug ?? '',
    icon: market?.icon ?? '',
    eventSlug: market?.eventSlug ?? '',
    outcome: market?.tokens[outcomeIndex]?.outcome ?? '',
  };
}

export interface ProfileColumns {
  name: string | null;
  pseudonym: string | null;
  bio: string | null;
  profile_image: string | null;
}

/** The profile columns of a `profiles` row aliased `p` (NULL when the wallet has none). */
export const PROFILE_SELECT =
  'p.name AS name, p.pseudonym AS pseudonym, p.bio AS bio, p.profile_image AS profile_image';

/** The trader's profile fields; empty strings for a wallet without a profile. */
export function profileFields(row: ProfileColumns, baseUrl: string) {
  const image = row.profile_image ? assetUrl(row.profile_image, baseUrl) : '';
  return {
    name: row.name ?? '',
    pseudonym: row.pseudonym ?? '',
    bio: row.bio ?? '',
    profileImage: image,
    profileImageOptimized: image,
  };
}
