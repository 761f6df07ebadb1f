import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { ServiceError } from '../contract/index.js';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1; BlockList also matches IPv4-mapped ::ffff:127.x (dual-stack sockets). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

// Hashing first makes both sides the same length, so the comparison leaks neither length nor
// the position of the first differing byte.
const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** The token of `Authorization: Bearer <token>`, or undefined. */
function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The operator rule of the local venue: only a loopback client (forbidden otherwise) presenting
 * the data dir's admin token as a bearer token (unauthenticated otherwise).
 */
export function operatorCheck(
  adminToken: string,
): (remoteAddress: string | undefined, authorization: string | undefined) => void {
  if (adminToken.length === 0) throw new Error('venue operations need a non-empty admin token');
  const expected = digest(adminToken);
  return (remoteAddress, authorization) => {
    if (!isLoopbackAddress(remoteAddress)) {
      throw new ServiceError('forbidden', 'venue operations answer loopback clients only');
    }
    const presented = bearerToken(authorization);
    if (presented === undefined) {
      throw new ServiceError(
        'unauthenticated',
        'venue operations need Authorization: Bearer <admin token>',
      );
    }
    if (!timingSafeEqual(digest(presented), expected)) {
      throw new ServiceError('unauthenticated', 'wrong admin token');
    }
  };
}
