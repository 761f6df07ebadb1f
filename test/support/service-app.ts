import { buildApp, type AppDeps } from '../../server/http/index.js';
import type { RateLimiter } from '../../server/limits/index.js';
import type { OrderBookMarketLists } from '../../server/marketdata/index.js';
import { createDispatcher, mergeHandlers, type Dispatcher } from '../../server/rpc/index.js';
import type { VenueOperations } from '../../server/trading/index.js';
import {
  createCatalogReadHandlers,
  createLocalVenueHandlers,
  type LocalVenueParts,
} from '../../server/venue/index.js';

/** What the operator's routes need: present only in local-venue mode. */
export interface VenueAccess {
  operations: VenueOperations;
  /** The content of `<data-dir>/admin-token`, presented as `Authorization: Bearer <token>`. */
  adminToken: string;
}

export interface ServiceAppParts
  extends Omit<LocalVenueParts, 'operations'>, Omit<AppDeps, 'dispatcher' | 'catalog'> {
  /** Omitted or null: no rate limits (`--no-rate-limits`). */
  limiter?: RateLimiter | null;
  /** The operator's /venue/* routes; absent: none (as in mirror mode). */
  venue?: VenueAccess | null;
  /** GET /markets with next_cursor, /sampling-markets, /simplified-markets, ... */
  marketLists?: OrderBookMarketLists;
  /** Replaces the dispatcher built from the parts (a test of the routes alone). */
  dispatcher?: Dispatcher;
}

/**
 * The HTTP app over a local venue's parts without the composition root: the tests of one part
 * build only that part, and an absent part leaves its methods, and so its routes, out.
 */
export function buildServiceApp(parts: ServiceAppParts) {
  const { limiter, venue, marketLists, trading, auth } = parts;
  const dispatcher =
    parts.dispatcher ??
    createDispatcher({
      handlers: mergeHandlers(
        createCatalogReadHandlers(parts.catalog, marketLists),
        createLocalVenueHandlers({ ...parts, operations: venue?.operations }),
      ),
      limiter: limiter ?? null,
      auth,
      adminToken: venue?.adminToken,
      committed: trading && (() => trading.committed()),
    });
  return buildApp({ ...parts, dispatcher });
}
