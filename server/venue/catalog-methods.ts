import {
  createCatalogHandlers,
  createCatalogLookupHandlers,
  createMetaHandlers,
  type Catalog,
} from '../catalog/index.js';
import type { DispatchTable } from '../contract/index.js';
import { createMarketListHandlers, type OrderBookMarketLists } from '../marketdata/index.js';
import { mergeHandlers } from '../rpc/index.js';
import { createBuilderFeeHandlers } from '../trading/index.js';

/**
 * The methods served alike whatever the venue: the clock, the catalog's reads (a mirror's
 * catalog is synced into the same tables), the order-book surface's market lists and the
 * builder fees.
 */
export function createCatalogReadHandlers(
  catalog: Catalog,
  marketLists?: OrderBookMarketLists,
): DispatchTable {
  return mergeHandlers(
    createMetaHandlers(),
    createCatalogHandlers(catalog),
    createCatalogLookupHandlers(catalog),
    marketLists && createMarketListHandlers(marketLists),
    createBuilderFeeHandlers(),
  );
}
