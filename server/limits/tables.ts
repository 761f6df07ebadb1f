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

/**
 * The order-book reads of the specification. Every order-book route counts against
 * 'order-book' (their combined cap) and its own scope where the table names one: 'ok-root'
 * is GET /, 'book' GET /book, 'books' POST /books, 'price' GET /price, 'prices' POST /prices,
 * 'midpoint' GET /midpoint, 'prices-history' GET /prices-history, 'batch-prices-history'
 * POST /batch-prices-history, 'data-trades' GET /data/trades.
 */
export const orderBookReadLimits: readonly LimitRule[] = [
  { scope: 'order-book', limit: 5_000, windowMs: TEN_SECONDS },
  { scope: 'ok-root', limit: 50, windowMs: TEN_SECONDS },
  { scope: 'book', limit: 200, windowMs: TEN_SECONDS },
  { scope: 'books', limit: 80, windowMs: TEN_SECONDS },
  { scope: 'price', limit: 200, windowMs: TEN_SECONDS },
  { scope: 'prices', limit: 80, windowMs: TEN_SECONDS },
  { scope: 'midpoint', limit: 200, windowMs: TEN_SECONDS },
  { scope: 'prices-history', limit: 100, windowMs: TEN_SECONDS },
  { scope: 'batch-prices-history', limit: 80, windowMs: TEN_SECONDS },
  { scope: 'data-trades', limit: 150, windowMs: TEN_SECONDS },
];

/**
 * Public data (GET /trades, /activity, /closed-positions, /positions and the venue's other
 * data routes). The specification gives no limits for them; these are the real venue's
 * published ones: every public-data route counts against 'public-data', GET /trades also
 * 'public-trades', GET /closed-positions 'closed-positions', GET /positions 'positions'.
 */
export const publicDataLimits: readonly LimitRule[] = [
  { scope: 'public-data', limit: 1_000, windowMs: TEN_SECONDS },
  { scope: 'public-trades', limit: 200, windowMs: TEN_SECONDS },
  { scope: 'closed-positions', limit: 150, windowMs: TEN_SECONDS },
  { scope: 'positions', limit: 150, windowMs: TEN_SECONDS },
];

const TEN_MINUTES = 600_000;

/**
 * The trading writes of the specification, burst and sustained: a request must fit both.
 * 'order' is POST /order (POST /orders counts too: one request, up to 15 orders); 'cancel' is
 * DELETE /order (and the other cancel routes).
 */
export const tradingWriteLimits: readonly LimitRule[] = [
  { scope: 'order', limit: 2_400, windowMs: TEN_SECONDS },
  { scope: 'order', limit: 24_000, windowMs: TEN_MINUTES },
  { scope: 'cancel', limit: 2_400, windowMs: TEN_SECONDS },
  { scope: 'cancel', limit: 24_000, windowMs: TEN_MINUTES },
];

/**
 * The authenticated methods' calls whose credentials fail, per client address: all that a
 * caller without valid credentials (a web page, a neighbour on 127.0.0.1) can spend. The
 * authenticated methods' own scopes are charged per signer once the credentials hold, so
 * this budget never reaches an authenticated caller's.
 */
export const unauthenticatedLimits: readonly LimitRule[] = [
  { scope: 'unauthenticated', limit: 500, windowMs: TEN_SECONDS },
];

/** Every table the service enforces; each surface adds its table here. */
export const defaultLimits: readonly LimitRule[] = [
  ...catalogLimits,
  ...orderBookReadLimits,
  ...tradingWriteLimits,
  ...publicDataLimits,
  ...unauthenticatedLimits,
];
