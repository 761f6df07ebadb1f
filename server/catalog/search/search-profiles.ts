import type { SearchProfile } from '../../contract/index.js';
import { assetUrl, type StatementCache } from '../shared/index.js';
import { MAX_TERMS, searchWords } from './match-expression.js';

interface ProfileRow {
  name: string;
  pseudonym: string;
  bio: string;
  profile_image: string;
  proxy_wallet: string;
  display_username_public: number;
}

/** A name its owner hides is neither shown nor searched: only the pseudonym is. */
const SEARCHED_TEXT = `lower(CASE WHEN display_username_public THEN name ELSE '' END
  || ' ' || pseudonym)`;

/**
 * Profiles whose shown name or pseudonym contains every word of the search text, exact names
 * first, then by name. The profiles table holds the venue's traders (a few thousand at most),
 * so a scan is cheap; answers are cached with the other search results.
 */
export function matchingProfiles(
  statements: StatementCache,
  q: string,
  baseUrl: string,
): SearchProfile[] {
  const words = searchWords(q).slice(0, MAX_TERMS);
  if (words.length === 0) return [];
  const conditions = words.map(() => `instr(${SEARCHED_TEXT}, ?) > 0`).join(' AND ');
  const sql = `SELECT name, pseudonym, bio, profile_image, proxy_wallet, display_username_public
    FROM profiles WHERE ${conditions}
    ORDER BY lower(name) = ? DESC, lower(pseudonym) = ? DESC, lower(name), lower(pseudonym)`;
  const exact = q.trim().toLowerCase();
  const rows = statements.all<ProfileRow>(sql, ...words, exact, exact);
  return rows.map((row) => ({
    name: row.display_username_public ? row.name : '',
    pseudonym: row.pseudonym,
    bio: row.bio,
    profileImage: assetUrl(row.profile_image, baseUrl),
    proxyWallet: row.proxy_wallet,
    displayUsernamePublic: row.display_username_public !== 0,
  }));
}
