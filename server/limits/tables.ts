import type { LimitRule } from './types.js';

const TEN_SECONDS = 10_000;

/**
 * The catalog surface of the specification. Routes name the scopes they count against:
 * every catalog route 'catalog'; GET /events 'events' and GET /markets 'markets', both also
 * 'listings' (their combined cap); GET /tags 'tags'; GET /public-search 'public-search'.
 *
 * A scope may carry several rules, one per window: the trading table's POST /order will be
 * `{ scope: 'order', limit: 2_400, windowMs: 10_000 }` (burst) plus
 * `{ scope: 'order', limit: 24_000, windowMs: 600_000 }` (sustained), and a request must fit both.
 */
export const catalogLimits: readonly LimitRule[] = [
  { scope: 'catalog', limit: 4_000, windowMs: TEN_SECONDS },
  { scope: 'events', limit: 500, windowMs: TEN_SECONDS },
  { scope: 'markets', limit: 300, windowMs: TEN_SECONDS },
  { scope: 'listings', limit: 900, windowMs: TEN_SECONDS },
  { scope: 'tags', limit: 200, windowMs: TEN_SECONDS },
  { scope: 'public-search', limit: 350, windowMs: TEN_SECONDS },
];

/** Every table the service enforces; each surface adds its table here. */
export const defaultLimits: readonly LimitRule[] = [...catalogLimits];
