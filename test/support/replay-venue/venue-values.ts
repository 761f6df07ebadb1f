// Values written the way the venue's catalog host writes them: string-encoded arrays with
// `", "` between items, floats with their binary tails, timestamps in its several spellings.

/** A small seeded generator (mulberry32): the same catalog every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A JSON array of strings as the venue encodes it inside a string: `["A", "B"]`. */
export const venueArray = (values: readonly string[]): string =>
  `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;

/**
 * A float with the long binary tail the venue's sums carry (a sum of many small trades):
 * e.g. 32369.363779999996, never a short decimal.
 */
export function longFloat(random: () => number, scale: number): number {
  const cents = Math.floor(random() * scale * 100) + 1;
  let sum = 0;
  for (let part = 0; part < 7; part++) sum += cents / 700 + 0.1;
  return sum - 0.7 + random() / 3;
}

/** A venue id: a decimal string. */
export const venueId = (id: number): string => String(id);

/** `2026-03-21T07:58:17.582157Z`: the venue's microsecond timestamps. */
export const microsIso = (ms: number, micros = 157): string =>
  new Date(ms)
    .toISOString()
    .replace(/\.(\d{3})Z$/, `.$1${String(micros % 1000).padStart(3, '0')}Z`);

/** `2026-03-22T07:55:00Z`: whole seconds, as end dates are written. */
export const secondsIso = (ms: number): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** `2026-04-05 15:10:00+00`: the spelling of game start and closed times. */
export const postgresTime = (ms: number): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('T', ' ').replace('.000Z', '+00');

/** `2026-03-22`: the ISO date fields. */
export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A 0x-prefixed 32-byte hex id built from a number (condition ids, question ids). */
export const hex32 = (seed: number, salt: number): string =>
  `0x${(seed * 7919 + salt).toString(16).padStart(8, '0').repeat(8)}`;

/** A 77-digit token id, as the venue's ERC-1155 ids are written. */
export const tokenId = (marketId: number, outcome: number): string =>
  `${(marketId * 2 + outcome + 1) * 104_729}`.padEnd(77, String((marketId + outcome) % 10));
