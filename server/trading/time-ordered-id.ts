import { randomFillSync } from 'node:crypto';

const RANDOM_BYTES = 10;
// Random bytes are drawn a few thousand at a time: one call per id costs more than the id.
const pool = Buffer.alloc(RANDOM_BYTES * 256);
let used = pool.length;

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Trade ids made
 * this way arrive in time order, so their unique index grows at its end instead of dirtying a
 * random page per insert.
 */
export function timeOrderedUuid(nowMs: number): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = Buffer.allocUnsafe(16);
  bytes.writeUIntBE(nowMs, 0, 6);
  pool.copy(bytes, 6, used, used + RANDOM_BYTES);
  used += RANDOM_BYTES;
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
