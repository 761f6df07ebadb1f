import type { Database } from '../storage/index.js';
import type { Catalog, CatalogOptions } from './types.js';
import { createMarketQueries } from './markets/index.js';
import { createEventQueries } from './events/index.js';
import { createSeriesAndTagQueries } from './series-tags/index.js';
import { createSearch } from './search/index.js';
import { createCommentQueries } from './comments/index.js';
import { createCatalogLookups } from './lookups/index.js';
import { createSportsQueries } from './sports/index.js';
import { catalogVersion } from './shared/index.js';
import { createClobMarketQuery, createTradingMarkets } from './trading/index.js';

/** The catalog surface over one SQLite database. */
export function createCatalog(db: Database, options: CatalogOptions): Catalog {
  const trading = createTradingMarkets(db, options);
  const markets = createMarketQueries(db, options);
  const events = createEventQueries(db, options);
  const seriesAndTags = createSeriesAndTagQueries(db, options);
  return {
    ...markets,
    ...events,
    ...seriesAndTags,
    ...createCatalogLookups(db, { ...markets, ...events, ...seriesAndTags }),
    ...createSearch(db, options),
    ...createCommentQueries(db, options),
    ...createSportsQueries(db, options),
    ...trading,
    ...createClobMarketQuery(db, trading),
    version: catalogVersion(db),
  };
}
