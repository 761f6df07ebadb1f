import { assetUrl, type ProfileRow } from '../catalog/index.js';
import type { PublicProfile } from '../contract/index.js';

export interface PublicProfileRow extends Omit<ProfileRow, 'address'> {
  id: number;
  created_at: string;
}

/** A profile found by its wallet or its proxy wallet (either case). */
export const PUBLIC_PROFILE_SQL = `SELECT rowid AS id, proxy_wallet, name, pseudonym, bio,
    profile_image, display_username_public, is_mod, is_creator, created_at
  FROM profiles WHERE address = lower(@address) OR lower(proxy_wallet) = lower(@address)
  ORDER BY address = lower(@address) DESC LIMIT 1`;

export function toPublicProfile(row: PublicProfileRow, baseUrl: string): PublicProfile {
  return {
    createdAt: row.created_at,
    proxyWallet: row.proxy_wallet,
    profileImage: row.profile_image ? assetUrl(row.profile_image, baseUrl) : '',
    displayUsernamePublic: row.display_username_public !== 0,
    bio: row.bio,
    pseudonym: row.pseudonym,
    name: row.name,
    users: [{ id: String(row.id), creator: row.is_creator !== 0, mod: row.is_mod !== 0 }],
    xUsername: null,
    verifiedBadge: false,
  };
}
