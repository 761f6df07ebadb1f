import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// A grant token is `mdg_<id>_<secret>`: the id finds the grant, the secret proves the holder.
// Only the secret's SHA-256 is stored; it is compared in constant time.

const TOKEN = /^mdg_([A-Za-z0-9_-]{12})_([A-Za-z0-9_-]{43})$/;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

export interface IssuedToken {
  id: string;
  token: string;
  hash: Buffer;
}

const hashOf = (secret: string): Buffer => createHash('sha256').update(secret).digest();

export function issueGrantToken(): IssuedToken {
  const id = randomBytes(9).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  return { id, token: `mdg_${id}_${secret}`, hash: hashOf(secret) };
}

/** The grant id and secret of an `Authorization: Bearer mdg_…` header; null if it is none. */
export function presentedToken(
  authorization: string | undefined,
): { id: string; secret: string } | null {
  const token = BEARER.exec(authorization ?? '')?.[1];
  const parts = token === undefined ? null : TOKEN.exec(token);
  return parts ? { id: parts[1]!, secret: parts[2]! } : null;
}

export const secretMatches = (secret: string, hash: Buffer): boolean =>
  hash.length === 32 && timingSafeEqual(hashOf(secret), hash);
